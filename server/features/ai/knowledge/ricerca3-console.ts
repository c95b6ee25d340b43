import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_UNPLUG, HANDHELD_BATTERY, LASER } from './warnings.ts';

/**
 * Console faults that the third round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 3) found in people's own reports and that the knowledge base
 * lacked: the NES's blinking light, the PSP's UMD drive, the GameCube's disc read error, the DS Lite's
 * cracked hinge, handhelds that won't charge, a console that switches itself off, the Dreamcast's drive.
 */
export const RICERCA3_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-nes-luce-lampeggia',
    category: 'console',
    devices: ['nintendo'],
    label: 'il NES lampeggia (luce rossa) con lo schermo grigio',
    symptoms: [
      'il nes lampeggia con la luce rossa e lo schermo resta grigio',
      'il nintendo anni 80 fa schermo grigio e la spia rossa va e viene',
      'il gioco del nes parte e si resetta di continuo',
      'devo soffiare nella cartuccia e spingerla giù più volte perché il nes parta',
      'il nes grigio non legge più nessun gioco',
    ],
    patterns: ['72 pin', '72-pin', '10nes'],
    problem:
      'NES con la spia rossa che lampeggia e lo schermo grigio o che si resetta: il connettore a 72 pin è consumato o sporco e il chip di protezione non riconosce la cartuccia',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      CONSOLE_UNPLUG,
      'Non soffiare nelle cartucce: l’umidità del fiato ossida i contatti e peggiora il problema.',
    ],
    causes: [
      'Connettore a 72 pin con le lamelle allargate e consumate (il guasto tipico del NES)',
      'Contatti della cartuccia sporchi o ossidati',
      'Connettore della console sporco o ossidato',
      'Chip di protezione (10NES) che resetta la console a ogni lettura incerta',
    ],
    tells: [
      'se tutte le cartucce lampeggiano e serve spingerle giù più volte, allora è il connettore a 72 pin',
      'se lampeggia una sola cartuccia, allora sono i suoi contatti',
      'se dopo la pulizia del connettore con alcool tutte le cartucce partono al primo colpo, allora era lo sporco della console',
      'se il gioco compare per un attimo e poi si resetta di continuo, allora il chip di protezione non riceve il segnale',
    ],
    solutions: [
      'Sostituisci il connettore a 72 pin con uno nuovo',
      'Pulisci i contatti delle cartucce con alcool isopropilico',
      'Pulisci il connettore della console',
      'Un tecnico può disattivare il chip di protezione (si taglia un piedino)',
    ],
    tools: [T.alcool, T.cacciaviti, T.puntaSicurezza, T.pulisciContatti],
    steps: [
      step(
        'Pulisci i contatti della cartuccia con un cotton fioc e alcool isopropilico finché resta pulito (se vuoi aprirla, serve la punta di sicurezza da 3,8 mm).',
        'Contatti lucidi',
      ),
      step(
        'Apri il NES (viti a croce sotto e sopra), togli la schermatura e sfila il connettore a 72 pin dalla scheda.',
        'Connettore libero',
      ),
      step(
        'Controlla le lamelle: se sono allargate o annerite, monta un connettore a 72 pin nuovo.',
        'Le cartucce entrano con più resistenza',
      ),
      step('Rimonta il carrello e prova più cartucce pulite.', 'Il gioco parte senza lampeggiare'),
    ],
    cost: 'Connettore a 72 pin 8-15 €; pulizia gratis.',
    ifNotFixed:
      'Se lampeggia anche con connettore nuovo e cartucce pulite, fai disattivare il chip di protezione da un tecnico o controlla la scheda per corrosione.',
  },
  {
    id: 'console-psp-umd',
    category: 'console',
    devices: ['playstation'],
    label: 'la PSP non legge gli UMD o il lettore gratta',
    symptoms: [
      'la psp non legge gli umd, il disco gira e poi niente',
      'la psp gratta e fa tac tac quando legge il gioco',
      'l’umd non compare nel menu della psp',
      'durante il gioco la psp mi chiede se voglio uscire dal gioco come se avessi aperto lo sportello',
      'la psp carica il gioco lentissimo e si blocca',
    ],
    patterns: ['umd'],
    problem:
      'PSP che non legge gli UMD o li legge a fatica: guscio dell’UMD rotto che blocca il disco, lente sporca, binario del laser secco, sensore dello sportello, lettore guasto',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [HANDHELD_BATTERY, LASER],
    causes: [
      'UMD con il guscio rotto o la finestrella staccata che blocca il disco',
      'Lente del laser sporca',
      'Binario del laser secco o sporco (grattate, letture lente)',
      'Sensore dello sportello che non scatta: la PSP crede che il coperchio sia aperto',
      'Lettore UMD guasto',
    ],
    tells: [
      'se un solo UMD non parte e la sua finestrella è mossa, allora è il guscio',
      'se nessun UMD viene visto, allora è la lente o il lettore',
      'se gratta e legge lentamente, allora è il binario del laser',
      'se compare il messaggio di uscita dal gioco senza toccare niente, allora è il sensore o la molla dello sportello',
      'se con lente pulita e binario lubrificato il disco non gira o nessun UMD parte, allora è il lettore guasto',
    ],
    solutions: [
      'Prova un altro UMD; sistema il guscio o rimuovilo con attenzione',
      'Pulisci la lente con alcool isopropilico',
      'Pulisci e lubrifica appena il binario del laser',
      'Controlla sensore e molla dello sportello',
      'Sostituisci il lettore UMD',
    ],
    tools: [T.alcool, T.cacciaviti, T.pinzette, T.grassoSilicone, T.laserConsole],
    steps: [
      step(
        'Prova due o tre UMD diversi e guarda se la finestrella di quello che non va è staccata.',
        'Sai se è il disco',
      ),
      step(
        'Apri lo sportello UMD e pulisci la lente con un cotton fioc appena inumidito di alcool.',
        'Lente pulita',
      ),
      step(
        'Passa un cotton fioc sul binario metallico del laser e metti una traccia di grasso al silicone, senza sporcare la lente.',
        'Il laser scorre senza grattare',
      ),
      step(
        'Controlla che lo sportello chiuda bene e prema il sensore; se non scatta, raddrizza la molla.',
        'Niente più messaggi di uscita dal gioco',
      ),
      step(
        'Se ancora non legge, sostituisci il lettore UMD (ricambio per il modello 1000/2000/3000).',
        'Gli UMD partono',
      ),
    ],
    cost: 'Gratis con la pulizia; lettore UMD 15-30 €.',
    ifNotFixed:
      'Se anche con lettore nuovo non legge, controlla il flat del lettore; in alternativa si giocano i giochi scaricati dalla memoria.',
  },
  {
    id: 'console-gamecube-lettore',
    category: 'console',
    devices: ['nintendo'],
    label: 'il GameCube non legge i dischi o dà errore di lettura',
    symptoms: [
      'il gamecube non legge i dischi, dice errore di lettura',
      'il gamecube dice che il coperchio è aperto anche se è chiuso',
      'il gamecube legge i giochi solo dopo che è rimasto acceso un po’',
      'il disco nel gamecube non gira',
      'il gamecube si blocca a metà gioco con un errore del disco',
    ],
    problem:
      'GameCube che non legge i dischi: lente sporca, potenziometro del laser da regolare, condensatori della scheda del lettore secchi, sensore del coperchio, laser esaurito',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [
      CONSOLE_UNPLUG,
      LASER,
      'Girare troppo il potenziometro del laser lo brucia: misura e ruota di pochi gradi.',
    ],
    causes: [
      'Lente del laser sporca',
      'Potenziometro del laser da regolare (laser debole)',
      'Condensatori della scheda del lettore secchi (legge solo dopo che si è scaldato)',
      'Sensore o linguetta del coperchio rotti',
      'Laser esaurito',
    ],
    tells: [
      'se dopo la pulizia della lente legge, allora era la lente',
      'se con la lente pulita il disco gira ma legge a tratti o solo alcuni giochi, allora va regolato il potenziometro del laser',
      'se legge solo dopo qualche minuto acceso o aprendo e chiudendo più volte il coperchio, allora sono i condensatori',
      'se dice che il coperchio è aperto, allora è il sensore o la sua linguetta',
      'se con la regolazione legge per poco e poi torna l’errore, allora il laser è esaurito',
    ],
    solutions: [
      'Pulisci la lente',
      'Regola il potenziometro del laser misurandolo con il multimetro',
      'Sostituisci i condensatori della scheda del lettore',
      'Ripara la linguetta o il sensore del coperchio',
      'Sostituisci il laser',
    ],
    tools: [T.puntaSicurezza, T.alcool, T.multimetro, T.saldatore, T.laserConsole],
    steps: [
      step(
        'Apri il GameCube con la punta da 4,5 mm e pulisci la lente con alcool isopropilico.',
        'Lente pulita',
      ),
      step(
        'Prova se legge dopo averlo lasciato acceso 5-10 minuti: se sì, fai sostituire i condensatori della scheda del lettore.',
        'Sai se sono i condensatori',
      ),
      step(
        'Misura il potenziometro del laser con il multimetro, annota il valore e ruotalo di pochi gradi.',
        'Il disco viene letto',
      ),
      step('Controlla la linguetta del coperchio che preme il sensore.', 'Niente più coperchio aperto'),
      step('Se nulla funziona, sostituisci il laser.', 'Lettura stabile'),
    ],
    cost: 'Gratis con pulizia e regolazione; condensatori 5-10 €; laser 15-30 €.',
    ifNotFixed:
      'Se anche con laser nuovo non legge, il motore o la scheda del lettore sono guasti: conviene un lettore usato completo.',
  },
  {
    id: 'console-ds-cerniera-crepata',
    category: 'console',
    devices: ['nintendo'],
    label: 'cerniera del DS Lite o del 3DS crepata ma lo schermo funziona',
    symptoms: [
      'sulla cerniera del ds lite è comparsa una crepa',
      'la cerniera del 3ds si è crepata ma funziona tutto',
      'il coperchio del ds lite si muove troppo e la plastica vicino alla cerniera è spaccata',
      'il ds si chiude male e la cerniera scricchiola',
      'la crepa sulla cerniera del nintendo ds si allarga',
    ],
    problem:
      'Cerniera del DS Lite o del 3DS crepata (difetto noto della plastica vicino al blocco di apertura): finché lo schermo funziona è estetico, ma la crepa si allarga e può tirare il flat',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      HANDHELD_BATTERY,
      'Non usare colla istantanea vicino al cavo flat dello schermo: se cola lo blocca.',
    ],
    causes: [
      'Plastica della cerniera sotto tensione nel punto di blocco del coperchio (difetto noto del DS Lite)',
      'Cadute o aperture forzate',
      'Guscio sostituito di qualità scarsa',
      'Cavo flat dello schermo superiore tirato o tranciato dalla crepa',
    ],
    tells: [
      'se la crepa parte dal punto di blocco del coperchio ed è solo nella plastica con lo schermo che non sfarfalla, allora è la tensione della plastica: per ora è un danno estetico',
      'se la crepa è comparsa dopo una caduta o un’apertura forzata e c’è un segno d’urto, allora è il colpo',
      'se la cerniera si è crepata presto su un guscio già sostituito, allora è il guscio di scarsa qualità',
      'se lo schermo di sopra sfarfalla muovendo la cerniera, allora è già coinvolto il cavo flat',
    ],
    solutions: [
      'Apri e chiudi con delicatezza e non oltre il blocco',
      'Incolla la crepa con colla per plastica lontano dal flat',
      'Sostituisci il guscio superiore o la cerniera',
    ],
    tools: [T.tripleWing, T.cacciaviti, T.apertura, T.flat],
    steps: [
      step(
        'Controlla che lo schermo superiore funzioni muovendo piano il coperchio.',
        'Sai se il flat è coinvolto',
      ),
      step(
        'D’ora in poi apri il coperchio con due mani e non forzarlo oltre il punto in cui si blocca.',
        'La crepa non viene più sollecitata',
      ),
      step(
        'Se è solo estetica, incolla la crepa dall’esterno con colla per plastica e lascia asciugare a console chiusa.',
        'Crepa ferma',
      ),
      step(
        'Se la cerniera è staccata, sostituisci il guscio superiore facendo passare con cura il flat dello schermo.',
        'Cerniera solida',
      ),
    ],
    cost: 'Gratis o colla 5 €; guscio di ricambio 10-20 €.',
    ifNotFixed:
      'Se lo schermo superiore inizia a sfarfallare o si spegne, il flat si è rovinato: va sostituito insieme al guscio.',
  },
  {
    id: 'console-portatile-non-carica',
    category: 'console',
    devices: ['nintendo', 'playstation'],
    label: 'la console portatile (PSP, PS Vita, 3DS, GBA SP) non si carica',
    symptoms: [
      'la psp non si carica, la spia arancione non si accende',
      'la ps vita non si carica più con il suo caricatore',
      'il gba sp non si carica, la lucina si accende e si spegne',
      'il 3ds attaccato al caricatore non accende la luce di carica',
      'la console portatile si carica solo se muovo il cavo',
      'ho cambiato la batteria del game boy advance sp ma non si carica lo stesso',
      'all’improvviso il 3ds non carica più, col caricatore di sempre',
    ],
    problem:
      'Console portatile (PSP, PS Vita, 3DS, GBA SP) che non si carica: caricatore o cavo guasti, presa di ricarica sporca o dissaldata, batteria esaurita, fusibile o filtro della ricarica bruciati',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [
      HANDHELD_BATTERY,
      'Usa solo caricatori della tensione giusta per la console: uno sbagliato brucia il fusibile.',
    ],
    causes: [
      'Caricatore o cavo guasti, o non originali (la PS Vita è molto esigente)',
      'Presa di ricarica sporca, allentata o con le saldature incrinate',
      'Batteria esaurita, gonfia o dai contatti ossidati',
      'Fusibile o filtro sulla scheda bruciati (dopo un corto o un caricatore sbagliato)',
    ],
    tells: [
      'se con un altro caricatore originale carica, allora era il caricatore',
      'se la spia si accende solo muovendo lo spinotto, allora è la presa',
      'se con l’alimentatore collegato funziona ma la batteria si scarica subito, allora è la batteria',
      'se con batteria e caricatore nuovi la spia si accende e si spegne, allora è un fusibile o il filtro della ricarica',
    ],
    solutions: [
      'Prova un caricatore e un cavo originali, direttamente in una presa a muro',
      'Pulisci la presa di ricarica; rifai le saldature o sostituiscila',
      'Sostituisci la batteria',
      'Fai controllare fusibili e filtro con il multimetro',
    ],
    tools: [T.caricatore, T.batteriaConsole, T.alcool, T.tripleWing, T.multimetro, T.saldatore],
    steps: [
      step(
        'Prova un caricatore originale o di pari tensione, collegato direttamente alla presa a muro.',
        'Sai se è il caricatore',
      ),
      step(
        'Guarda nella presa di ricarica con una torcia e togli polvere e pelucchi con uno stuzzicadenti.',
        'Presa pulita',
      ),
      step(
        'Muovi piano lo spinotto: se la spia va e viene, la presa ha le saldature incrinate e va risaldata o cambiata.',
        'Sai se è la presa',
      ),
      step(
        'Togli la batteria, pulisci i contatti con alcool e prova una batteria nuova.',
        'La spia di carica resta accesa',
      ),
      step(
        'Se ancora niente, fai controllare con il multimetro fusibili e filtro della ricarica sulla scheda.',
        'Ricarica ripristinata',
      ),
    ],
    cost: 'Caricatore 10-20 €; batteria 10-25 €; presa o fusibile in negozio 20-40 €.',
    ifNotFixed:
      'Se con caricatore, presa e batteria buoni non carica, il circuito di ricarica della scheda è guasto: serve un tecnico.',
  },
  {
    id: 'console-si-spegne-da-sola',
    category: 'console',
    devices: ['xbox', 'playstation'],
    label: 'la console si accende e dopo pochi secondi o minuti si spegne da sola',
    symptoms: [
      'la xbox one si accende e dopo pochi secondi si spegne',
      'la console si spegne da sola quando non la uso per un po’',
      'la xbox si spegne da sola dopo un’ora che non tocco il controller',
      'la ps4 si spegne da sola dopo cinque secondi',
      'la console si spegne da sola anche se è fredda e le griglie sono libere',
      'la xbox si spegne da sola se è attaccata alla ciabatta',
    ],
    patterns: ['spegni dopo', 'turn off after'],
    problem:
      'Console che si spegne da sola: spegnimento automatico per inattività impostato, surriscaldamento, alimentatore o presa/ciabatta che non reggono, pulsante di accensione sensibile',
    difficulty: 'beginner',
    estimatedTime: '15-60 minuti',
    warnings: [
      CONSOLE_UNPLUG,
      'Non aprire l’alimentatore: i condensatori restano carichi anche a spina staccata.',
    ],
    causes: [
      'Spegnimento automatico per inattività attivo (succede lasciandola ferma senza toccare il controller)',
      'Surriscaldamento: griglie coperte, polvere, mobile chiuso',
      'Alimentatore della console o mattoncino esterno che cede',
      'Presa, ciabatta o prolunga che non reggono',
      'Pulsante a sfioramento sporco o umido che la spegne (Xbox One prima serie)',
    ],
    tells: [
      'se si spegne sempre dopo lo stesso tempo senza usare il controller, allora è lo spegnimento automatico',
      'se si spegne dopo un po’ di gioco ed è bollente, allora è il caldo',
      'se il mattoncino della Xbox non ha la luce o la spegne, allora è l’alimentatore',
      'se collegata direttamente al muro non si spegne più, allora era la ciabatta',
      'se si spegne appena la si pulisce o tocca il logo, allora è il pulsante a sfioramento',
    ],
    solutions: [
      'Disattiva o allunga lo spegnimento automatico nelle impostazioni di alimentazione',
      'Libera le griglie, pulisci la polvere e mettila in un posto aerato',
      'Sostituisci l’alimentatore',
      'Collegala direttamente alla presa a muro',
      'Pulisci il pulsante a sfioramento con un panno asciutto',
    ],
    tools: [T.ariaCompressa, T.torx, T.cacciaviti],
    steps: [
      step(
        'Impostazioni > Alimentazione (Xbox: «Spegni dopo»; PS: «Imposta il tempo prima che la console entri in modalità riposo») e allunga o disattiva il tempo.',
        'Non si spegne più per inattività',
      ),
      step('Collegala direttamente a una presa a muro, senza ciabatta né prolunga.', 'Escludi la presa'),
      step(
        'Sulla Xbox con mattoncino esterno guarda la sua spia: bianca o arancione fissa è normale, spenta o lampeggiante indica l’alimentatore.',
        'Sai se è l’alimentatore',
      ),
      step(
        'Lascia almeno 10 cm liberi intorno alle griglie e soffia la polvere dalle prese d’aria a console spenta.',
        'La console resta fresca',
      ),
      step(
        'Se si spegne ancora dopo pochi secondi anche così, fai controllare l’alimentatore interno o la scheda.',
        'Sai cosa riparare',
      ),
    ],
    cost: 'Gratis con le impostazioni; alimentatore 30-70 €; pulizia interna in negozio 30-50 €.',
    ifNotFixed:
      'Se si spegne anche con alimentatore nuovo e a temperatura normale, il guasto è sulla scheda madre: serve l’assistenza.',
  },
  {
    id: 'console-dreamcast-lettore',
    category: 'console',
    devices: ['console'],
    label: 'il Dreamcast non legge i dischi o si resetta mentre carica',
    symptoms: [
      'il dreamcast non legge i giochi, torna sempre al menu',
      'il dreamcast si accende ma dice di inserire un disco anche se c’è',
      'il lettore del dreamcast fa un rumore di grattata e poi torna al menu',
      'il gioco del dreamcast parte e si resetta durante i caricamenti',
      'il dreamcast si blocca sul logo e il lettore gira a vuoto',
    ],
    patterns: ['dreamcast', 'gd-rom', 'gdrom', 'gdemu'],
    problem:
      'Dreamcast che non legge i dischi o torna al menu: lente sporca, laser indebolito da regolare con il trimmer, binari secchi, laser esaurito; in alternativa il lettore si sostituisce con un emulatore a scheda SD',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [
      CONSOLE_UNPLUG,
      LASER,
      'L’alimentatore interno del Dreamcast è a tensione di rete: non toccarlo con la spina attaccata.',
      'Il trimmer del laser è fissato con la colla: non forzarlo con le pinze, si stacca.',
    ],
    causes: [
      'Lente del laser sporca',
      'Laser indebolito dagli anni: il trimmer va alzato di poco',
      'Binari e ingranaggi del carrello senza grasso',
      'Laser esaurito o motore del lettore consumato',
      'Dischi masterizzati di qualità scarsa',
    ],
    tells: [
      'se dopo la pulizia della lente legge, allora era la lente',
      'se legge i dischi audio ma non i giochi, allora il laser è debole',
      'se il carrello del laser si muove a scatti o fa rumore, allora sono binari e ingranaggi senza grasso',
      'se con il trimmer alzato legge poco e poi torna il problema, allora il laser è esaurito',
      'se non legge solo i dischi masterizzati, allora sono i dischi',
    ],
    solutions: [
      'Pulisci la lente con alcool isopropilico',
      'Alza il trimmer del laser di pochi gradi alla volta',
      'Pulisci e ingrassa i binari del carrello',
      'Sostituisci il laser',
      'Monta un emulatore del lettore a scheda SD (GDEMU o simili)',
    ],
    tools: [T.cacciaviti, T.alcool, T.grassoSilicone, T.laserConsole],
    steps: [
      step('Apri il Dreamcast (quattro viti sotto) e solleva il lettore.', 'Vedi il laser'),
      step('Pulisci la lente con un cotton fioc e alcool isopropilico, senza premere.', 'Lente pulita'),
      step(
        'Pulisci i binari del carrello e metti poco grasso al silicone dove scorre.',
        'Il carrello scorre senza scatti',
      ),
      step(
        'Segna la posizione del trimmer e giralo di pochi gradi in senso orario, provando un disco originale dopo ogni scatto.',
        'Il gioco parte',
      ),
      step(
        'Se legge ancora male, sostituisci il laser o monta un emulatore a scheda SD.',
        'Giochi che partono sempre',
      ),
    ],
    cost: 'Gratis con pulizia e regolazione; laser 15-30 €; emulatore a scheda SD 80-150 €.',
    ifNotFixed:
      'Se con laser nuovo non legge, il motore o la scheda del lettore sono guasti: conviene l’emulatore a scheda SD.',
  },
];

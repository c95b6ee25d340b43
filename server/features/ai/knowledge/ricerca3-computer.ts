import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { PC_UNPLUG, PSU_CLOSED, STATIC } from './warnings.ts';

/**
 * Computer faults that the third round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 3) found in people's own reports and that the knowledge base
 * lacked: a mouse wheel that jumps, speakers that crackle, a PC that freezes, a PC that turns itself on,
 * a PC dead after a blackout or a storm, the MacBook Pro's display cable (flexgate), a laptop that shows
 * nothing on the TV, USB devices that keep disconnecting, a laptop that stops charging at 80%.
 */
export const RICERCA3_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'pc-mouse-rotellina',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'la rotellina del mouse salta o va al contrario',
    symptoms: [
      'la rotellina del mouse salta, giro in giù e la pagina torna su',
      'la rotellina del mouse va al contrario ogni tanto',
      'con la rotellina la pagina fa su e giù a scatti',
      'lo scroll del mouse impazzisce e salta',
      'la rotellina del mouse non fa più niente quando la giro',
      'la rotella del mouse da gioco salta e va dove vuole',
    ],
    patterns: ['rotellina del mouse', 'rotella del mouse', 'scroll del mouse'],
    problem:
      'Rotellina del mouse che salta o va al contrario: encoder della rotella sporco (polvere, peli) o consumato, raramente un’impostazione o il driver',
    difficulty: 'intermediate',
    estimatedTime: '15-40 minuti',
    warnings: [
      'Se il mouse è senza fili, togli le pile o scollega la batteria prima di aprirlo.',
      'Le viti sono spesso sotto i piedini adesivi: staccali piano, poi servirà biadesivo nuovo.',
    ],
    causes: [
      'Polvere, peli o lanugine nell’encoder della rotella (il sensore che conta gli scatti)',
      'Encoder meccanico consumato o con i contatti ossidati',
      'Impostazioni o software del mouse (righe per scatto della rotellina)',
      'Pile scariche o ricevitore lontano nei mouse senza fili',
      'Molla o perno della rotella consumati o usciti di sede',
    ],
    tells: [
      'se il difetto va e viene e peggiora con lo sporco, allora è polvere nell’encoder',
      'se dopo la pulizia torna in pochi giorni, allora l’encoder è consumato',
      'se succede solo in un programma, allora è un’impostazione del programma',
      'se con il cavo o con pile nuove va bene, allora erano le pile o il segnale',
      'se la rotella gira senza scatti, balla o si blocca di lato, allora è la molla o il perno',
    ],
    solutions: [
      'Soffia aria compressa nella fessura della rotella girandola avanti e indietro',
      'Apri il mouse e pulisci encoder e rotella da polvere e peli',
      'Spruzza pulisci contatti nell’encoder meccanico',
      'Sostituisci l’encoder (saldatura) o il mouse se è economico',
    ],
    tools: [T.ariaCompressa, T.cacciaviti, T.pulisciContatti, T.pinzette, T.saldatore],
    steps: [
      step(
        'Prova il mouse su un altro computer o in un altro programma.',
        'Sai se il difetto è del mouse o delle impostazioni',
      ),
      step(
        'Soffia aria compressa nella fessura della rotella mentre la giri in entrambi i sensi.',
        'Esce polvere; spesso lo scorrimento torna regolare',
      ),
      step(
        'Se non basta, apri il mouse (viti sotto i piedini) e togli peli e lanugine avvolti attorno all’asse della rotella.',
        'Rotella e asse puliti',
      ),
      step(
        'Spruzza poco pulisci contatti nelle fessure dell’encoder e gira la rotella una ventina di volte.',
        'Lo scorrimento non salta più',
      ),
      step(
        'Se il difetto torna, l’encoder è consumato: si cambia con il saldatore oppure si cambia il mouse.',
        'Rotella di nuovo precisa',
      ),
    ],
    cost: 'Gratis con la pulizia; encoder 1-5 €; mouse nuovo 10-60 €.',
    ifNotFixed:
      'Se anche un encoder nuovo salta, controlla le impostazioni del software del mouse o prova un altro mouse per escludere il computer.',
  },
  {
    id: 'pc-altoparlanti-gracchiano',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'gli altoparlanti del computer gracchiano, friggono o scoppiettano',
    symptoms: [
      'le casse del portatile gracchiano quando alzo il volume',
      'l’audio del computer frigge e scoppietta',
      'dal pc escono crepitii e fruscii insieme al suono',
      'un altoparlante del notebook fa un suono rotto e distorto',
      'le casse del pc fanno un brusio di fondo quando muovo il mouse',
      'l’audio del portatile si sente gracchiato su youtube',
    ],
    problem:
      'Audio che gracchia, frigge o scoppietta: altoparlante rotto, effetti audio o driver, interferenze sul cavo delle casse, raramente la scheda audio',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: ['Abbassa il volume prima delle prove con le cuffie.'],
    causes: [
      'Altoparlante del portatile rovinato (membrana strappata, volume sempre al massimo)',
      'Miglioramenti audio, formato di uscita o driver audio difettosi',
      'Cavo delle casse allentato o disturbato da altri cavi e alimentatori (brusio di fondo)',
      'Processore sotto sforzo che fa «scoppiettare» l’audio (latenza)',
      'Scheda audio guasta (sulla scheda madre nei portatili)',
    ],
    tells: [
      'se con le cuffie il suono è pulito e gracchia solo un altoparlante, allora è l’altoparlante',
      'se gracchia anche in cuffia ma solo in Windows, allora sono driver o effetti audio',
      'se il brusio cambia muovendo il mouse o i cavi, allora è un’interferenza',
      'se scoppietta solo quando il PC è sotto sforzo, allora è latenza del sistema',
      'se gracchia anche in cuffia da un sistema avviato da chiavetta, allora è la scheda audio',
    ],
    solutions: [
      'Sostituisci l’altoparlante rotto',
      'Disattiva i miglioramenti audio, cambia il formato e aggiorna o reinstalla il driver',
      'Ricollega bene e allontana i cavi delle casse; usa una presa diversa',
      'Chiudi i programmi pesanti e controlla driver di rete e video',
      'Scheda audio USB esterna se quella interna è guasta',
    ],
    tools: [T.cacciaviti, T.apertura, T.ariaCompressa],
    steps: [
      step(
        'Collega le cuffie e ascolta lo stesso brano a volume medio.',
        'Sai se il difetto è negli altoparlanti o nel segnale',
      ),
      step(
        'Impostazioni audio > Altoparlanti > Proprietà: disattiva i miglioramenti e prova un formato diverso (es. 24 bit 48000 Hz).',
        'Il suono torna pulito',
      ),
      step(
        'Gestione dispositivi > Controller audio: aggiorna o disinstalla il driver e riavvia.',
        'Driver audio reinstallato',
      ),
      step(
        'Per le casse esterne: reinserisci gli spinotti, separa i cavi audio da quelli di alimentazione e prova un’altra presa.',
        'Il brusio sparisce',
      ),
      step(
        'Se gracchia un solo altoparlante e in cuffia va bene, sostituisci l’altoparlante (ricambio per il modello).',
        'Audio pulito',
      ),
    ],
    cost: 'Gratis con le impostazioni; altoparlante del portatile 10-30 €; scheda audio USB 10-25 €.',
    ifNotFixed:
      'Se gracchia anche in cuffia con un sistema pulito, la scheda audio è guasta: usa una scheda USB esterna o porta il computer in assistenza.',
  },
  {
    id: 'pc-si-blocca',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'il computer si blocca di colpo: mouse fermo, devo spegnerlo dal tasto',
    symptoms: [
      'il pc si blocca di colpo, il mouse non si muove più e devo tenere premuto il tasto di accensione',
      'il computer si pianta dopo un po’ che è acceso e non risponde più',
      'il computer si blocca e devo riavviarlo a forza ogni volta',
      'l’immagine si congela e la tastiera non risponde a niente',
      'il pc si freeza mentre gioco e resta l’immagine ferma',
      'il computer si impalla e l’audio resta incantato sullo stesso suono',
      'il computer si blocca sempre dopo mezz’ora, devo staccare la corrente',
      'il portatile si blocca e non risponde più a niente',
      'dopo qualche minuto dall’avvio si blocca completamente e devo spegnerlo a mano',
    ],
    problem:
      'Computer che si blocca (immagine ferma, mouse e tastiera che non rispondono) senza schermata blu: surriscaldamento, RAM difettosa, disco che cede, alimentatore o driver',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti (più un test della RAM di qualche ora)',
    warnings: [PC_UNPLUG, STATIC],
    causes: [
      'Surriscaldamento: dissipatore intasato (si blocca dopo un po’ o sotto sforzo)',
      'RAM difettosa o un banco allentato nello slot (basta un trasporto a smuoverlo)',
      'Disco che si sta rompendo (la spia del disco resta accesa fissa)',
      'Alimentatore debole o guasto',
      'Driver video o programmi in conflitto, spesso dopo un aggiornamento',
    ],
    tells: [
      'se si blocca dopo 20-30 minuti o quando giochi e le ventole urlano, allora è il caldo',
      'se MemTest86 trova errori o dopo aver tolto e reinserito i banchi non si blocca più, allora è la RAM',
      'se lo stato SMART del disco è «attenzione» o la spia del disco resta accesa, allora è il disco',
      'se si blocca o si spegne sotto carico anche a temperature normali, allora è l’alimentatore',
      'se è iniziato dopo un aggiornamento e in modalità provvisoria non succede, allora sono driver o programmi',
    ],
    solutions: [
      'Pulisci dissipatori e ventole e rinnova la pasta termica',
      'Reinserisci la RAM e prova un modulo alla volta; sostituisci quello difettoso',
      'Copia i dati e sostituisci il disco che cede',
      'Prova o sostituisci l’alimentatore',
      'Reinstalla il driver video e togli i programmi installati di recente',
    ],
    tools: [T.ariaCompressa, T.pastaTermica, T.cacciaviti, T.chiavetta, T.ram],
    steps: [
      step(
        'Controlla le temperature con un programma come HWMonitor: se CPU o scheda video superano 90 °C prima del blocco, è il caldo.',
        'Sai se il computer scalda troppo',
      ),
      step(
        'Spegni, stacca la corrente e soffia la polvere da dissipatore, ventole e griglie tenendo ferme le pale.',
        'Dissipatore pulito, temperature più basse',
      ),
      step(
        'Avvia MemTest86 da chiavetta e lascialo girare almeno due passaggi.',
        'Nessun errore, oppure trovi il modulo guasto',
      ),
      step(
        'Controlla lo stato SMART del disco (CrystalDiskInfo) e il Visualizzatore eventi di Windows all’ora del blocco.',
        'Sai se il disco o un driver è coinvolto',
      ),
      step(
        'Reinstalla il driver video pulito e disinstalla i programmi messi poco prima che iniziassero i blocchi.',
        'Il computer resta stabile',
      ),
    ],
    cost: 'Gratis con pulizia e test; RAM 25-60 €; SSD 40-80 €; alimentatore 50-90 €.',
    ifNotFixed:
      'Se si blocca anche con RAM e disco sani e temperature normali, fai provare alimentatore e scheda madre da un tecnico.',
  },
  {
    id: 'pc-si-accende-da-solo',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'il computer si accende o si risveglia da solo',
    symptoms: [
      'il pc si accende da solo di notte',
      'spengo il computer e dopo un po’ si riaccende da solo',
      'il computer si risveglia dalla sospensione senza che nessuno lo tocchi',
      'il portatile si accende da solo nello zaino',
      'il pc fisso si avvia da solo a un’ora precisa',
      'il computer si riaccende appena lo spengo',
    ],
    patterns: [
      'wake on lan',
      'timer di riattivazione',
      'powercfg -lastwake',
      'si accende da solo',
      'si riaccende da solo',
    ],
    problem:
      'Computer che si accende o esce dalla sospensione da solo: mouse, tastiera o scheda di rete autorizzati a risvegliarlo, timer di riattivazione degli aggiornamenti, accensione programmata nel BIOS, avvio rapido',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: ['Prima di cambiare le impostazioni del BIOS, fotografa quelle attuali.'],
    causes: [
      'Mouse, tastiera o scheda di rete (Wake on LAN) autorizzati a riattivare il computer',
      'Timer di riattivazione: aggiornamenti e manutenzione automatica di Windows',
      'Accensione programmata o ripristino dopo mancanza di corrente impostati nel BIOS',
      'Avvio rapido o riavvio automatico dopo un errore scambiati per un’accensione',
      'Pulsante di accensione del case che fa contatto da solo',
    ],
    tells: [
      'se «powercfg -lastwake» indica un dispositivo USB o la scheda di rete, allora è quello',
      'se succede alla stessa ora, allora è un timer di riattivazione o l’accensione programmata del BIOS',
      'se si riaccende dopo un blackout, allora è l’opzione del BIOS di ripristino dopo la mancanza di corrente',
      'se spegnendo con Maiusc premuto su Arresta non succede più, o se prima compare una schermata blu, allora era l’avvio rapido o il riavvio automatico',
      'se si accende anche con il pulsante del case scollegato dalla scheda madre no, allora è il pulsante',
    ],
    solutions: [
      'Togli a mouse, tastiera e scheda di rete il permesso di riattivare il computer',
      'Disattiva i timer di riattivazione e la riattivazione della manutenzione automatica',
      'Nel BIOS disattiva accensione programmata (RTC alarm), Wake on LAN e accensione dopo blackout',
      'Disattiva l’avvio rapido e il riavvio automatico',
      'Sostituisci il pulsante del case difettoso',
    ],
    tools: [T.cacciaviti],
    steps: [
      step(
        'Dopo un risveglio strano apri il Prompt dei comandi e scrivi «powercfg -lastwake».',
        'Vedi cosa ha acceso il computer',
      ),
      step(
        'Gestione dispositivi > mouse, tastiera e scheda di rete > Proprietà > Risparmio energia: togli «Consenti al dispositivo di riattivare il computer».',
        'I dispositivi non lo risvegliano più',
      ),
      step(
        'Opzioni risparmio energia > Modifica impostazioni avanzate: disattiva i timer di riattivazione; in Manutenzione togli la riattivazione automatica.',
        'Niente più risvegli per gli aggiornamenti',
      ),
      step(
        'Nel BIOS disattiva Wake on LAN, RTC/Power On By Alarm e imposta «Restore on AC power loss» su spento.',
        'Il computer resta spento',
      ),
      step(
        'Disattiva l’avvio rapido in Opzioni risparmio energia > Comportamento dei pulsanti.',
        'Spegnimento completo',
      ),
    ],
    cost: 'Gratis; pulsante del case 5-10 €.',
    ifNotFixed:
      'Se si accende anche con tutto disattivato e la spina del monitor e delle periferiche staccate, fai controllare il pulsante e la scheda madre.',
  },
  {
    id: 'pc-non-parte-dopo-blackout',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'il computer non si accende più dopo un blackout o un temporale',
    symptoms: [
      'dopo il temporale il pc non si accende più',
      'è saltata la corrente e adesso il computer non parte',
      'dopo un blackout il pc fisso è morto, nessuna luce',
      'è caduto un fulmine vicino e il computer non dà segni di vita',
      'dopo lo sbalzo di corrente il computer si accende ma non parte windows',
      'con il temporale è saltato tutto, anche il router, e il pc non va',
      'è andata via la corrente e il computer non si accende più',
    ],
    problem:
      'Computer che dopo un blackout o un fulmine non si accende o non si avvia: carica residua da scaricare, presa o ciabatta scattate, alimentatore bruciato, raramente scheda madre o disco',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [
      PSU_CLOSED,
      'Se senti odore di bruciato o vedi segni di fumo, non riaccenderlo: stacca la spina e fallo controllare.',
      'Durante i temporali stacca la spina del computer e del router.',
    ],
    causes: [
      'Elettronica «bloccata» da una carica residua dopo lo sbalzo (si risolve scaricandola)',
      'Presa, ciabatta con protezione o salvavita scattati',
      'Alimentatore del PC bruciato dalla sovratensione',
      'Scheda madre, scheda di rete o porte danneggiate dal fulmine',
      'Windows o disco rovinati dallo spegnimento brusco (si accende ma non si avvia)',
    ],
    tells: [
      'se dopo aver staccato tutto e tenuto premuto il tasto 30 secondi riparte, allora era la carica residua',
      'se con un’altra presa senza ciabatta si accende, allora era la ciabatta o la presa',
      'se non si accende nessuna luce e l’alimentatore puzza di bruciato, allora è l’alimentatore',
      'se con un alimentatore nuovo ancora niente, allora è la scheda madre',
      'se le ventole girano ma Windows non parte o va in riparazione, allora sono il sistema o il disco',
    ],
    solutions: [
      'Stacca tutto, tieni premuto il tasto di accensione 30 secondi e ricollega',
      'Prova una presa a muro diversa e controlla salvavita e ciabatta',
      'Sostituisci l’alimentatore',
      'Fai verificare scheda madre e porte da un tecnico',
      'Usa il ripristino all’avvio di Windows e controlla il disco',
    ],
    tools: [T.cacciaviti, T.multimetro, T.chiavetta],
    steps: [
      step(
        'Stacca la spina e tutti i cavi (anche di rete e USB); sui portatili togli il caricatore e, se si può, la batteria.',
        'Il computer è isolato',
      ),
      step(
        'Tieni premuto il tasto di accensione per 30 secondi, poi ricollega solo l’alimentazione e prova ad accendere.',
        'Spesso riparte',
      ),
      step(
        'Collegalo direttamente a una presa a muro che funziona (prova con una lampada), senza ciabatta.',
        'Escludi presa e ciabatta',
      ),
      step(
        'Sul fisso controlla l’interruttore dietro l’alimentatore; se non si accende nessuna luce, prova un alimentatore funzionante.',
        'Sai se l’alimentatore è bruciato',
      ),
      step(
        'Se si accende ma Windows non parte, usa Ripristino all’avvio dal menu di ripristino o da chiavetta e controlla il disco.',
        'Windows si avvia',
      ),
    ],
    cost: 'Gratis se riparte; alimentatore 50-90 €; scheda madre 80-200 € più il lavoro.',
    ifNotFixed:
      'Se con un alimentatore nuovo non parte, il fulmine ha colpito la scheda madre: fai recuperare i dati dal disco e valuta la riparazione. In futuro usa un gruppo di continuità o una ciabatta con protezione.',
  },
  {
    id: 'mac-flexgate-schermo',
    category: 'computer',
    devices: ['laptop'],
    label:
      'MacBook con ombre a ventaglio in basso sullo schermo o schermo che si spegne aprendolo tanto (flexgate)',
    symptoms: [
      'il macbook ha delle ombre in basso sullo schermo, come delle luci da palcoscenico',
      'lo schermo del macbook si spegne quando apro il coperchio oltre un certo angolo',
      'il display del macbook funziona solo se lo tengo mezzo chiuso',
      'in basso sullo schermo del mac ci sono macchie chiare e scure a onde',
      'lo schermo del macbook diventa nero se lo apro del tutto, chiudendolo un po’ torna',
    ],
    patterns: ['flexgate', 'stage light', 'luci da palcoscenico', 'effetto palcoscenico'],
    problem:
      'MacBook del 2016-2018 con effetto «luci da palcoscenico» in basso e retroilluminazione che si spegne oltre un certo angolo: il sottile cavo flat della retroilluminazione si consuma nella cerniera (flexgate)',
    difficulty: 'advanced',
    estimatedTime: '1-3 ore in laboratorio',
    warnings: [
      'Il cavo è incollato al pannello: smontare lo schermo del MacBook senza esperienza lo rompe quasi sempre.',
      'Nel frattempo evita di aprire lo schermo oltre l’angolo in cui si spegne: il cavo peggiora a ogni apertura.',
    ],
    causes: [
      'Cavo flat della retroilluminazione troppo corto che si logora aprendo e chiudendo (modelli 2016-2018)',
      'Cavo del display rovinato nella cerniera su altri modelli',
      'Retroilluminazione o scheda di controllo dello schermo guaste',
      'Connettore del display ossidato sulla scheda logica dopo un liquido',
      'Sensore di chiusura del MacBook che spegne lo schermo a un certo angolo',
    ],
    tells: [
      'se le ombre a ventaglio stanno in basso e lo schermo si spegne solo oltre un certo angolo, allora è il flat consumato',
      'se con un monitor esterno l’immagine è perfetta, allora il problema è nel cavo o nello schermo, non nella scheda logica',
      'se lo schermo resta nero a qualsiasi angolo ma con una torcia si vede l’immagine, allora la retroilluminazione è morta',
      'se c’è stato un versamento e il connettore del display è verde o ossidato, allora è l’ossidazione',
      'se lo schermo si spegne senza ombre a ventaglio e torna allontanando una calamita dal bordo, allora è il sensore di chiusura',
    ],
    solutions: [
      'Chiedi ad Apple se il modello rientra nel programma di riparazione per la retroilluminazione',
      'Fai riparare il cavo in un laboratorio specializzato (saldatura di un flat più lungo)',
      'Sostituisci il gruppo schermo completo',
      'Nel frattempo usa un monitor esterno',
      'Fai pulire o sostituire il connettore del display ossidato',
    ],
    tools: [T.torcia, T.cavoHdmi],
    steps: [
      step(
        'Apri lo schermo piano e nota a che angolo compaiono le ombre o si spegne la luce.',
        'Sai se dipende dall’angolo di apertura',
      ),
      step(
        'Collega un monitor esterno e controlla che lì l’immagine sia perfetta.',
        'La scheda logica funziona',
      ),
      step(
        'Controlla il numero di serie sul sito di Apple e chiedi se il modello rientra nel programma di riparazione della retroilluminazione.',
        'Sai se la riparazione è coperta',
      ),
      step(
        'Se non è coperto, chiedi un preventivo a un laboratorio che ripara il flat invece di cambiare tutto lo schermo.',
        'Riparazione più economica',
      ),
    ],
    cost: 'Riparazione del flat 100-250 €; gruppo schermo 400-700 €; gratis se coperto dal programma Apple.',
    ifNotFixed:
      'Se anche con il cavo riparato lo schermo resta buio, la retroilluminazione del pannello è guasta: serve il gruppo schermo.',
  },
  {
    id: 'pc-hdmi-tv-nessuna-immagine',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il computer collegato alla TV con l’HDMI non dà immagine o audio',
    symptoms: [
      'ho collegato il portatile alla tv con il cavo hdmi e la tv dice nessun segnale',
      'il computer collegato alla televisione non si vede, resta lo schermo nero',
      'il portatile sulla tv si vede ma l’audio esce ancora dal pc',
      'il pc non rileva la tv collegata in hdmi',
      'collego il notebook al televisore e non succede niente',
      'sul televisore l’immagine del pc è tagliata ai bordi',
      'l’immagine del pc sulla tv a volte si vede e a volte sparisce, o non posso più scegliere la risoluzione',
    ],
    patterns: ['win+p'],
    problem:
      'Portatile o PC collegato al televisore con l’HDMI senza immagine (o senza audio): sorgente sbagliata sulla TV, proiezione di Windows su «solo schermo del PC», cavo o porta, risoluzione non accettata, uscita audio',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: ['Non forzare lo spinotto HDMI: le porte dei portatili si staccano dalla scheda.'],
    causes: [
      'Sorgente della TV sbagliata (HDMI 1 invece di HDMI 2)',
      'Windows proietta solo sullo schermo del PC (Win+P)',
      'Cavo HDMI o porta rovinati, adattatore USB-C che non porta il video',
      'Risoluzione o frequenza non accettate dalla TV',
      'Uscita audio rimasta sugli altoparlanti del computer',
    ],
    tells: [
      'se la TV dice nessun segnale e con il tasto sorgente su un’altra HDMI compare, allora era la sorgente',
      'se con Win+P su Duplica compare, allora era la proiezione',
      'se con un altro cavo o un’altra TV funziona, allora era il cavo o la porta della TV',
      'se la TV dice formato non supportato o l’immagine va e viene, allora è la risoluzione o la frequenza',
      'se l’immagine c’è ma l’audio no, allora è l’uscita audio di Windows',
    ],
    solutions: [
      'Seleziona sulla TV l’ingresso HDMI giusto',
      'Premi Win+P e scegli Duplica o Estendi',
      'Cambia cavo o porta; per l’USB-C usa un adattatore con uscita video',
      'Abbassa la risoluzione a 1920x1080 a 60 Hz',
      'Scegli la TV come uscita audio',
    ],
    tools: [T.cavoHdmi],
    steps: [
      step(
        'Accendi prima la TV, poi collega il cavo e scegli con il tasto Source l’ingresso HDMI usato.',
        'La TV è sulla sorgente giusta',
      ),
      step('Sul computer premi Win+P e scegli «Duplica».', 'L’immagine compare sulla TV'),
      step(
        'Impostazioni > Schermo: premi «Rileva» e imposta 1920x1080 a 60 Hz per la TV.',
        'Immagine stabile e non tagliata',
      ),
      step('Prova un altro cavo HDMI o un’altra porta della TV.', 'Escludi cavo e porta'),
      step('Per l’audio: clic sull’icona del volume e scegli la TV come uscita.', 'L’audio esce dalla TV'),
    ],
    cost: 'Gratis; cavo HDMI 5-15 €; adattatore USB-C/HDMI 10-25 €.',
    ifNotFixed:
      'Se nessun cavo e nessuna TV funzionano, la porta HDMI del computer o il driver video sono guasti: aggiorna il driver video o fai controllare la porta.',
  },
  {
    id: 'pc-usb-si-disconnette',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'un dispositivo USB si scollega e si ricollega da solo',
    symptoms: [
      'il pc fa continuamente il suono di collegamento e scollegamento usb',
      'il disco usb si scollega da solo durante la copia',
      'il mouse usb si stacca e si riattacca ogni tanto',
      'la periferica usb sparisce e ricompare in continuazione',
      'dopo la sospensione la chiavetta usb non viene più vista finché non la stacco',
    ],
    patterns: ['sospensione selettiva usb', 'usb selective suspend', 'si scollega e si ricollega'],
    problem:
      'Dispositivo USB che si scollega e ricollega (il suono di Windows che si ripete): risparmio energetico delle porte USB, corrente insufficiente, cavo o porta allentati, driver del controller USB',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: ['Prima di staccare un disco USB, usa «Rimozione sicura» per non perdere dati.'],
    causes: [
      'Risparmio energetico: Windows spegne la porta USB (sospensione selettiva)',
      'Corrente insufficiente: dischi esterni o dispositivi su hub non alimentati o porte frontali',
      'Cavo consumato o porta USB allentata',
      'Driver del controller USB o del chipset vecchi o rovinati',
      'Hub o dock USB difettoso',
    ],
    tells: [
      'se succede soprattutto dopo qualche minuto di inattività o dopo la sospensione, allora è il risparmio energetico',
      'se succede solo con il disco esterno o sull’hub, allora è la corrente',
      'se muovendo il cavo si scollega, allora è il cavo o la porta',
      'se succede con tutti i dispositivi su tutte le porte, allora è il driver',
      'se collegato direttamente al computer non si scollega più, allora è l’hub o il dock',
    ],
    solutions: [
      'Disattiva la sospensione selettiva USB e il permesso di spegnere gli hub radice',
      'Collega i dischi a una porta posteriore o a un hub alimentato',
      'Cambia cavo; fai controllare la porta che balla',
      'Aggiorna driver del chipset e del controller USB',
    ],
    tools: [T.cavoUsb, T.ariaCompressa],
    steps: [
      step(
        'Opzioni risparmio energia > Modifica impostazioni avanzate > Impostazioni USB: disattiva la sospensione selettiva.',
        'Le porte non vengono più spente',
      ),
      step(
        'Gestione dispositivi > Controller USB > Hub USB radice > Risparmio energia: togli «Consenti al computer di spegnere il dispositivo».',
        'Gli hub restano accesi',
      ),
      step(
        'Collega il dispositivo a una porta posteriore della scheda madre, senza hub o prolunghe.',
        'Sai se era la corrente',
      ),
      step('Prova un altro cavo e soffia via la polvere dalla porta.', 'Escludi cavo e porta'),
      step('Aggiorna i driver del chipset dal sito del produttore e riavvia.', 'Collegamento stabile'),
    ],
    cost: 'Gratis; cavo 5-10 €; hub alimentato 15-30 €.',
    ifNotFixed:
      'Se si scollega anche su un altro computer, il guasto è nel dispositivo; se solo sul tuo e su ogni porta, fai controllare il controller USB.',
  },
  {
    id: 'laptop-carica-ferma-80',
    category: 'computer',
    devices: ['laptop'],
    label: 'il portatile si carica solo fino all’80% (o al 60%) e si ferma',
    symptoms: [
      'la batteria del portatile si carica solo fino all’80% e poi si ferma',
      'il notebook resta fermo all’80% per tutta la notte con il caricatore',
      'la batteria si ferma al 60% con il caricatore attaccato',
      'il portatile nuovo non arriva mai al 100%',
      'la carica del pc portatile si blocca sempre allo stesso numero',
    ],
    patterns: [
      '80%',
      'limite di carica',
      'modalità conservazione',
      'conservation mode',
      'battery health charging',
    ],
    problem:
      'Portatile che smette di caricare all’80% o al 60%: quasi sempre è la funzione del produttore che protegge la batteria (modalità conservazione, limite di carica), non un guasto',
    difficulty: 'beginner',
    estimatedTime: '5-15 minuti',
    warnings: [
      'Il limite di carica allunga la vita della batteria: toglilo solo quando ti serve l’autonomia piena.',
    ],
    causes: [
      'Limite di carica del produttore attivo (Lenovo Vantage «Modalità conservazione», ASUS «Battery Health Charging», Dell, HP, Sony, MSI)',
      'Ricarica ottimizzata di Windows o del Mac che rimanda l’ultimo 20%',
      'Batteria troppo calda: il sistema sospende la carica',
      'Batteria usurata o caricatore non originale che non dà abbastanza potenza',
      'Indicatore della percentuale da ricalibrare',
    ],
    tells: [
      'se si ferma sempre esattamente all’80% o al 60%, allora è il limite di carica',
      'se arriva all’80% e poi completa il 100% più tardi, allora è la ricarica ottimizzata',
      'se smette di caricare quando il portatile scotta, allora è la temperatura',
      'se si ferma a percentuali diverse e dura poco, allora è la batteria o il caricatore',
      'se dopo una scarica completa e una carica piena arriva al 100%, allora era la calibrazione',
    ],
    solutions: [
      'Disattiva il limite di carica nel programma del produttore o nel BIOS',
      'Disattiva la ricarica ottimizzata',
      'Lascia raffreddare il portatile prima di caricarlo',
      'Controlla lo stato della batteria e usa il caricatore originale',
    ],
    tools: [T.caricatore],
    steps: [
      step(
        'Apri il programma del produttore (Lenovo Vantage, MyASUS, Dell Power Manager, HP Support Assistant) e cerca la voce sul limite o sulla salute della batteria.',
        'Trovi il limite attivo',
      ),
      step(
        'Disattivalo o imposta la carica completa e lascia il portatile collegato.',
        'La carica sale fino al 100%',
      ),
      step(
        'Se non trovi il programma, cerca l’opzione nel BIOS (Battery Charge Limit o simile).',
        'Limite disattivato',
      ),
      step(
        'Se si ferma a percentuali diverse, genera il rapporto batteria con «powercfg /batteryreport» e confronta la capacità attuale con quella di progetto.',
        'Sai se la batteria è usurata',
      ),
    ],
    cost: 'Gratis; batteria nuova 40-120 € se è usurata.',
    ifNotFixed:
      'Se il limite è spento e la carica si ferma comunque, prova il caricatore originale: se non cambia, la batteria o il circuito di carica vanno controllati in assistenza.',
  },
];

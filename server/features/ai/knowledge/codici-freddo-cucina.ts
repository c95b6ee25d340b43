import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BREAKER, FOOD, PYROLYSIS_HOT, REFRIGERANT, UNPLUG } from './warnings.ts';

/** Fridges and ovens by the code or the alarm on the display (issue 24). */
export const CODICI_FREDDO_CUCINA: KnowledgeEntry[] = [
  {
    id: 'frigo-modalita-demo',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'modalità demo: display acceso, compressore spento',
    symptoms: [
      'sul display del frigo compare OF OF',
      'il frigo samsung ha luce e display accesi ma il compressore resta sempre spento',
      'il frigorifero è rimasto in modalità esposizione del negozio',
      'ho toccato il pannello e da allora il compressore non parte più',
    ],
    patterns: [
      'of of',
      'o f o f',
      'modalità demo',
      'modalita demo',
      'demo mode',
      'modalità esposizione',
      'showroom',
    ],
    problem:
      'Frigo in modalità demo (esposizione): luci e display funzionano ma il compressore resta spento. Non è un guasto',
    difficulty: 'beginner',
    estimatedTime: '5-10 minuti',
    warnings: [FOOD],
    causes: [
      'Modalità demo attivata per sbaglio con una combinazione di tasti del pannello',
      'Frigo da esposizione venduto senza togliere la modalità demo',
      'Scheda che dopo un blackout riparte in modalità demo',
    ],
    tells: [
      'se il display mostra OF OF o la scritta demo, allora è la modalità demo',
      'se il frigo è appena arrivato dal negozio, allora è rimasto in esposizione',
      'se è successo dopo un blackout, allora la scheda è ripartita in demo',
    ],
    solutions: [
      'Disattiva la modalità demo con la combinazione di tasti del manuale (di solito due tasti tenuti premuti 3-5 secondi)',
      'Stacca la spina per 5 minuti e riprova la combinazione',
    ],
    tools: [T.termometro],
    steps: [
      step(
        'Cerca nel manuale la combinazione per la modalità demo: su molti Samsung si tengono premuti insieme i due tasti in alto (Freezer e Fridge, o Power Freeze e Power Cool) per 3-5 secondi.',
        'Il pannello suona e OF OF sparisce',
      ),
      step(
        'Ascolta dopo qualche minuto: il compressore deve partire con un leggero ronzio.',
        'Il compressore gira',
      ),
      step(
        'Se la combinazione non va, stacca la spina per 5 minuti e riprova appena la riattacchi.',
        undefined,
        UNPLUG,
      ),
      step('Dopo 3-4 ore metti un termometro in un bicchiere d’acqua sul ripiano centrale.', 'Segna 3-5 °C'),
    ],
    cost: 'Nulla: è un’impostazione.',
    ifNotFixed:
      'Se non esce dalla modalità demo o il compressore non parte lo stesso, serve il centro assistenza della marca.',
  },
  {
    id: 'frigo-allarme-bip',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'il frigo suona o lampeggia l’allarme',
    symptoms: [
      'il frigo continua a suonare e fare bip',
      'lampeggia la spia rossa dell’allarme sul frigorifero',
      'il congelatore suona di continuo dopo che è andata via la corrente',
      'il frigo fa bip anche con la porta chiusa',
      'sul display del freezer lampeggia la temperatura e suona',
      'il frigorifero continua a suonare e lampeggia una spia rossa',
      'dopo che è andata via la corrente il freezer fa bip bip',
      'il frigo emette un allarme acustico e non smette di suonare',
      'lampeggia la temperatura sul display del frigo e suona',
    ],
    patterns: [
      'allarme porta',
      'door alarm',
      'allarme temperatura',
      'tasto alarm',
      'alarm off',
      'spia allarme',
      'spia rossa del freezer',
    ],
    problem:
      'Allarme del frigo o del freezer: porta socchiusa, temperatura salita (blackout, carico di cibo caldo) o guarnizione che non chiude',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [FOOD],
    causes: [
      'Porta o cassetto del freezer socchiusi',
      'Temperatura salita dopo un blackout, uno sbrinamento o tanto cibo messo insieme',
      'Guarnizione della porta che non chiude bene',
      'Frigo che non raffredda più (compressore, ventola o gas)',
    ],
    tells: [
      'se suona subito dopo aver chiuso male la porta e smette chiudendola, allora era la porta',
      'se è successo dopo un blackout o un grosso carico e l’allarme smette entro qualche ora, allora era la temperatura salita',
      'se un foglio di carta chiuso nella porta si sfila senza resistenza, allora è la guarnizione',
      'se l’allarme torna sempre e la temperatura non scende, allora il frigo non raffredda più',
    ],
    solutions: [
      'Chiudi bene porte e cassetti e spegni l’avviso con il tasto Alarm',
      'Aspetta che la temperatura torni normale senza aprire la porta',
      'Pulisci o sostituisci la guarnizione',
    ],
    tools: [T.termometro, T.torcia],
    steps: [
      step('Premi il tasto Alarm (o il tasto indicato dal manuale) per spegnere il suono.', 'Il bip smette'),
      step(
        'Controlla che cassetti e ripiani non impediscano alla porta di chiudersi.',
        'La porta chiude da sola',
      ),
      step(
        'Chiudi un foglio di carta nella porta in più punti e sfilalo.',
        'Il foglio oppone resistenza ovunque',
      ),
      step(
        'Lascia la porta chiusa per 3-4 ore, poi misura la temperatura con un termometro.',
        'Frigo a 3-5 °C e freezer a -18 °C: l’allarme non torna',
      ),
    ],
    cost: 'Di solito nulla; guarnizione 30-70 €.',
    ifNotFixed:
      'Se la temperatura non scende, il frigo non raffredda più: controlla condensatore e ventola o chiama un frigorista.',
  },
  {
    id: 'frigo-sensore-temperatura',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'errore di un sensore di temperatura (1E, 2E, Er rS)',
    symptoms: [
      'il frigo samsung segna 1E sul display',
      'il frigorifero lg dà errore Er rS',
      'sul display del frigo lampeggia un codice al posto della temperatura',
      'il freezer lg dà Er FS e gela troppo',
    ],
    patterns: [
      'samsung: 1e',
      'samsung: 2e',
      'samsung: 1c',
      'samsung: 2c',
      'lg: er rs',
      'lg: er fs',
      'lg: rs',
      'lg: fs',
    ],
    problem:
      'Errore del sensore di temperatura (sonda NTC) del frigo o del freezer: sonda guasta, filo o connettore interrotti, umidità',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [UNPLUG, REFRIGERANT],
    causes: [
      'Sonda NTC guasta o bagnata dalla condensa',
      'Connettore della sonda ossidato o staccato',
      'Filo interrotto nella cerniera o nella parete',
      'Scheda elettronica',
    ],
    tells: [
      'se la sonda misura «aperto» o zero ohm, allora è la sonda',
      'se la sonda misura il giusto (circa 5-10 kΩ a 20 °C) ma il connettore è verde o lento, allora è il connettore',
      'se la sonda è buona ma alla scheda non arriva la sua resistenza, allora è il filo',
      'se sonda e fili sono buoni, allora è la scheda',
    ],
    solutions: [
      'Reset: spina staccata per 5-10 minuti',
      'Sostituisci la sonda con lo stesso codice',
      'Ripristina il connettore o il filo',
    ],
    tools: [T.multimetro, T.cacciaviti, T.torcia, T.nastroIsolante],
    steps: [
      step(
        'Stacca la spina per 10 minuti e riattaccala.',
        'Se il codice sparisce per giorni, era un errore passeggero',
        UNPLUG,
      ),
      step(
        'Trova la sonda (un bulbo nero con due fili, di solito dietro il pannello interno o vicino all’evaporatore).',
        undefined,
        REFRIGERANT,
      ),
      step(
        'Scollega il connettore e misura la resistenza della sonda con il multimetro.',
        'Tra 5 e 10 kΩ circa a temperatura ambiente',
        'Se non sai usare un multimetro, chiama un tecnico.',
      ),
      step('Se la misura è sbagliata, monta una sonda con lo stesso codice.', 'Il codice non torna'),
    ],
    cost: 'Sonda 10-30 €; tecnico 80-150 €.',
    ifNotFixed: 'Se sonda e fili sono buoni, la scheda del frigo va controllata dal centro assistenza.',
  },
  {
    id: 'frigo-errore-comunicazione',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'errore di comunicazione tra display e scheda (PC ER, Er CO)',
    symptoms: [
      'il frigo samsung mostra PC ER sul display',
      'il frigorifero lg dà Er CO e il display non risponde',
      'sul frigo compare 41C e i tasti non vanno',
      'il display della porta del frigo dà un errore e si spegne a tratti',
    ],
    patterns: [
      'samsung: pc er',
      'samsung: pc-er',
      'samsung: pcer',
      'samsung: 41c',
      'samsung: 41e',
      'lg: er co',
      'lg: co',
    ],
    problem:
      'Errore di comunicazione tra il display della porta e la scheda principale: cavo nella cerniera rovinato, connettori o scheda',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [UNPLUG],
    causes: [
      'Blocco passeggero dopo un blackout',
      'Cavo che passa nella cerniera della porta piegato o tranciato',
      'Connettori ossidati dietro il display o sulla scheda',
      'Scheda del display o scheda principale guasta',
    ],
    tells: [
      'se dopo 10 minuti senza corrente il codice non torna, allora era un blocco passeggero',
      'se il codice compare aprendo e chiudendo la porta, allora è il cavo nella cerniera',
      'se i connettori sono verdi o umidi, allora sono i connettori',
      'se cavo e connettori sono buoni, allora è una delle schede',
    ],
    solutions: [
      'Reset: spina staccata per 10 minuti',
      'Ripara o sostituisci il cavo che passa nella cerniera',
      'Sostituisci la scheda del display o la scheda principale',
    ],
    tools: [T.cacciaviti, T.multimetro, T.torcia, T.pulisciContatti],
    steps: [
      step('Stacca la spina per 10 minuti e riattaccala.', 'Il display torna normale', UNPLUG),
      step(
        'Apri e chiudi lentamente la porta guardando il display.',
        'Se il codice compare muovendo la porta, il cavo nella cerniera è rovinato',
      ),
      step(
        'Togli il coperchio della cerniera superiore e controlla i fili.',
        'Nessun filo schiacciato o tagliato',
      ),
      step('Pulisci i connettori con lo spray per contatti e reinseriscili a fondo.', 'Il codice non torna'),
    ],
    cost: 'Cavo 20-50 €; scheda del display 60-150 €; scheda principale 100-250 €.',
    ifNotFixed: 'Se il cavo è buono, le schede vanno provate dal centro assistenza della marca.',
  },
  {
    id: 'forno-porta-bloccata-pirolisi',
    category: 'elettrodomestici',
    devices: ['forno'],
    label: 'porta bloccata dopo la pirolisi o errore del blocco porta',
    symptoms: [
      'dopo la pirolisi la porta del forno resta bloccata',
      'sul display del forno c’è il lucchetto e non si apre',
      'il forno whirlpool dà F9 E0 e non si apre la porta',
      'il forno ha finito la pulizia ma la porta non si sblocca',
      'dopo la pirolisi la porta del forno resta chiusa a chiave e non si apre',
      'il lucchetto del forno resta acceso ore dopo la pulizia pirolitica',
      'ho fatto la pulizia automatica e ora il forno non si sblocca',
      'il forno pirolitico è bloccato e non parte più nessun programma',
    ],
    patterns: [
      'f9 e0',
      'f9e0',
      'door locked',
      'loc',
      'porta bloccata dopo la pirolisi',
      'blocco porta forno',
    ],
    problem:
      'Porta del forno bloccata dopo la pirolisi o errore del blocco porta: forno ancora caldo, motorino o microinterruttore del blocco',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [PYROLYSIS_HOT, BREAKER],
    causes: [
      'Forno ancora sopra i 200-300 °C: il blocco resta chiuso per sicurezza',
      'Ciclo di pirolisi interrotto da un blackout',
      'Motorino o microinterruttore del blocco porta guasti',
      'Sonda di temperatura che legge un valore sbagliato',
    ],
    tells: [
      'se la pirolisi è appena finita, allora il forno è ancora caldo: aspetta',
      'se è andata via la corrente durante la pulizia, allora il ciclo va fatto ripartire o annullato',
      'se dopo ore a forno freddo resta bloccato, allora è il blocco porta',
      'se il display segna una temperatura alta a forno freddo, allora è la sonda',
    ],
    solutions: [
      'Aspetta che il forno si raffreddi del tutto (1-2 ore)',
      'Spegni e riaccendi dall’interruttore del quadro per far ripartire il blocco',
      'Sostituisci il blocco porta o la sonda',
    ],
    tools: [T.cacciaviti, T.multimetro, T.guanti, T.torcia],
    steps: [
      step('Aspetta almeno due ore senza forzare la porta.', 'Il lucchetto si spegne da solo', PYROLYSIS_HOT),
      step(
        'Spegni il forno dall’interruttore del quadro per 5 minuti e riaccendilo.',
        'Il blocco porta fa un clic e si sblocca',
        BREAKER,
      ),
      step(
        'Se resta bloccato, togli il piano del mobile o il coperchio superiore e guarda il motorino del blocco sopra la porta.',
        'Il gancio si muove quando dai corrente',
      ),
      step(
        'Monta un blocco porta con lo stesso codice del modello.',
        'La porta si apre e si blocca solo in pirolisi',
      ),
    ],
    cost: 'Blocco porta 30-80 €; sonda 15-40 €; tecnico 80-150 €.',
    ifNotFixed:
      'Se la porta non si sblocca nemmeno a forno freddo, un tecnico può aprirla dall’alto senza rompere il vetro.',
  },
];

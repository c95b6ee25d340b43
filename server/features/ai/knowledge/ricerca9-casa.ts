import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { FOOD, HOT, LINT_FIRE, UNPLUG } from './warnings.ts';

/**
 * Household faults of round 9 (issue 24), from a batch of real reports read after its first score: a dryer that
 * grinds, rattles or smells of burning because of something left in a pocket (a hairpin on the heater, a pencil in
 * the fan, a zip's pull above the door) was answered with a dryer that does not start; a fridge or freezer found
 * dead and silent because the outlet's breaker had tripped or the thermostat's knob had been knocked to 0 was
 * answered with a smell.
 */
export const RICERCA9_CASA: KnowledgeEntry[] = [
  {
    id: 'asciugatrice-oggetto-estraneo',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'rumore di sfregamento o odore di bruciato: un oggetto dentro',
    symptoms: [
      'l’asciugatrice fa un rumore di macinio e si sente odore di gomma bruciata',
      'dall’asciugatrice arriva un rumore metallico, come qualcosa che sbatte, appena sopra lo sportello',
      'l’asciugatrice ha fatto un rumore tipo zap e ora puzza di bruciato',
      'mentre gira si sente un ticchettio di qualcosa che gratta dentro il cestello',
      'il retro del cestello dell’asciugatrice si è fuso in un punto',
      'dopo aver lasciato una matita in tasca l’asciugatrice fa un rumore orribile',
    ],
    patterns: ['forcina', 'matita', 'ferretto del reggiseno', 'tiretto della cerniera'],
    problem:
      'Asciugatrice che gratta, sbatte o puzza di bruciato: un oggetto dimenticato in una tasca (forcina, matita, moneta, ferretto di un reggiseno, il tiretto di una cerniera) è passato dai fori del cestello e si è incastrato nella ventola, sulla resistenza o tra cestello e sportello',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG, HOT, LINT_FIRE],
    causes: [
      'Un oggetto piccolo (forcina, moneta, chiodo, ferretto del reggiseno) passato dai fori del cestello e appoggiato sulla resistenza: si arroventa, puzza di bruciato e può fondere la plastica',
      'Un oggetto incastrato nella ventola dell’aria (una matita, un pennarello): rumore di macinio o di sfregamento appena parte e odore di gomma o plastica bruciata',
      'Un pezzetto di metallo (il tiretto di una cerniera, un bottone) incastrato tra il cestello e il bordo dello sportello o il suo feltro',
      'Cinghia che slitta su un cestello frenato dall’oggetto: odore di gomma bruciata',
    ],
    tells: [
      'se c’è stato uno scatto o uno zap con odore di bruciato e il retro del cestello è scurito in un punto, allora l’oggetto è sulla resistenza',
      'se il rumore di macinio c’è appena parte, anche a cestello vuoto, allora l’oggetto è nella ventola',
      'se il rumore viene dal bordo dello sportello e si sente girando il cestello a mano, allora è tra cestello e sportello',
      'se il cestello gira a fatica a mano e puzza di gomma, allora è la cinghia che slitta',
    ],
    solutions: [
      'Svuota le tasche prima di ogni carico e controlla il cestello a ogni uso',
      'Togli il filtro dei pelucchi e guarda nel suo alloggiamento con una torcia: molti oggetti restano lì',
      'Gira il cestello a mano con una torcia per trovare da dove viene il rumore e togli l’oggetto con le pinze',
      'Se l’oggetto è finito nella ventola o sulla resistenza, apri il pannello posteriore (o fallo fare a un tecnico) e toglilo; controlla che resistenza e cinghia non siano danneggiate',
    ],
    tools: [T.torcia, T.pinze, T.cacciavitiGrandi, T.ariaCompressa],
    steps: [
      step(
        'Stacca la spina e lascia raffreddare l’asciugatrice per almeno mezz’ora.',
        'Niente corrente, resistenza fredda',
        HOT,
      ),
      step(
        'Togli il filtro dei pelucchi e guarda nel suo alloggiamento con una torcia: forcine, monete e bottoni finiscono spesso lì.',
        'Sai se l’oggetto è nel canale del filtro',
      ),
      step(
        'Apri lo sportello e gira il cestello a mano, lentamente, ascoltando: se gratta sempre nello stesso punto, guarda tra il bordo del cestello e lo sportello e tra i fori del cestello.',
        'Trovi da dove viene il rumore',
      ),
      step(
        'Togli l’oggetto con le pinze a becchi lunghi, senza forzare le lamiere del cestello.',
        'Il cestello gira libero',
      ),
      step(
        'Se l’oggetto non si vede, svita il pannello posteriore: controlla la ventola (pale intere e libere) e la resistenza (spire intere, nessun oggetto appoggiato), poi soffia via i pelucchi.',
        'Ventola e resistenza libere e integre',
        LINT_FIRE,
      ),
      step(
        'Rimonta, riattacca e fai un ciclo breve con pochi panni, restando vicino.',
        'Niente rumore né odore di bruciato',
      ),
    ],
    cost: 'Nulla se basta togliere l’oggetto; una resistenza nuova 25-60 €, una ventola 15-40 €.',
    ifNotFixed:
      'Se il rumore resta con il cestello libero, sono i rulli o i cuscinetti; se puzza ancora di bruciato, non usarla e falla controllare da un tecnico: la resistenza o il motore possono essere danneggiati.',
  },
  {
    id: 'frigo-spento-silenzioso',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'frigo o congelatore spento del tutto: luce spenta e nessun rumore',
    symptoms: [
      'ho aperto il congelatore e dentro era tutto scongelato e marcito, era spento',
      'il frigo è silenzioso, la luce non si accende e dentro fa caldo',
      'il frigorifero è morto: nessun rumore, nessuna luce',
      'il congelatore a pozzetto in garage non era più acceso',
      'il frigo si è spento da solo e non riparte, il display è spento',
    ],
    problem:
      'Frigorifero o congelatore spento del tutto (luce spenta, nessun rumore): spesso non è un guasto ma la corrente che non arriva (salvavita o presa con differenziale scattati, spina staccata) o la manopola del termostato girata su 0 per sbaglio',
    difficulty: 'beginner',
    estimatedTime: '15 minuti',
    warnings: [UNPLUG, FOOD],
    causes: [
      'Salvavita, differenziale della presa o interruttore della linea scattati: la presa non dà più corrente (in garage e in cantina succede spesso, e per settimane nessuno se ne accorge)',
      'Manopola del termostato girata su 0 o su spento, urtata da un contenitore o durante la pulizia',
      'Spina staccata o mezza sfilata, ciabatta spenta o guasta',
      'Fusibile o scheda elettronica del frigo guasti (frigo con display), dopo un temporale o uno sbalzo di tensione',
    ],
    tells: [
      'se un’altra lampada attaccata alla stessa presa non si accende, o c’è un pulsante di reset scattato sulla presa, allora è la corrente che non arriva',
      'se la manopola dentro il frigo o il freezer è sullo 0 o su spento, allora è il termostato girato per sbaglio',
      'se la spina è sfilata o la ciabatta ha l’interruttore spento, allora è la spina',
      'se la presa dà corrente, la manopola è a posto e il frigo resta morto, allora è un guasto interno (fusibile o scheda)',
    ],
    solutions: [
      'Riarma il salvavita o il pulsante di reset della presa e verifica la presa con una lampada',
      'Riporta la manopola del termostato su un valore medio e sposta i contenitori che possono urtarla',
      'Attacca il frigo direttamente a una presa a muro, senza ciabatte',
      'Butta i cibi rimasti scongelati a lungo e pulisci l’interno prima di riempirlo',
      'Se la corrente c’è e resta spento, chiama un tecnico per fusibile o scheda',
    ],
    tools: [T.cercafase, T.torcia, T.termometro],
    steps: [
      step(
        'Attacca una lampada alla stessa presa: se non si accende, guarda il quadro elettrico e l’eventuale pulsante di reset sulla presa e riarmali.',
        'Sai se alla presa arriva corrente',
      ),
      step(
        'Controlla che la spina sia inserita bene e che la ciabatta, se c’è, sia accesa.',
        'Spina e ciabatta a posto',
      ),
      step(
        'Apri il frigo e il freezer e guarda la manopola del termostato: se è su 0 o spento, riportala a metà scala.',
        'Il compressore riparte dopo qualche minuto',
      ),
      step(
        'Lascia il frigo chiuso e acceso qualche ora e misura la temperatura con un termometro (frigo 4 °C, freezer −18 °C).',
        'Il frigo raffredda di nuovo',
      ),
      step(
        'Butta i cibi rimasti scongelati e pulisci l’interno prima di riempirlo.',
        'Frigo pulito e sicuro',
        FOOD,
      ),
    ],
    cost: 'Nulla se era la corrente o la manopola; un tecnico per la scheda 80-200 €.',
    ifNotFixed:
      'Se la presa dà corrente e il frigo resta spento, o riparte e dopo poco fa saltare il salvavita, c’è un guasto interno (scheda, resistenza di sbrinamento, compressore): chiama un tecnico.',
  },
];

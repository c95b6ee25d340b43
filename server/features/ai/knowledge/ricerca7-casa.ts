import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { GAS_SMELL, PC_UNPLUG, TESTER, UNPLUG } from './warnings.ts';

/**
 * Household faults of round 7 (issue 24). From the real reports of batch 5: the gas water heater whose pilot
 * flame does not stay lit (the electric one's element and thermostat were the only answer for "no hot water").
 * From the everyday complaints asked in a few words: an appliance that trips the breaker or gives a shock (a
 * fridge's was answered with its winter in the garage, a washer's with detergent left in the drawer) and the
 * tingle of a laptop or phone on charge (answered with the Wi-Fi and the signal).
 */
export const RICERCA7_CASA: KnowledgeEntry[] = [
  {
    id: 'scaldabagno-gas-fiamma-pilota',
    category: 'elettrodomestici',
    devices: ['scaldabagno'],
    label: 'scaldabagno a gas: la fiamma pilota non resta accesa (termocoppia)',
    symptoms: [
      'lo scaldabagno a gas si è spento e la fiammella non resta accesa',
      'lo scaldabagno a gas non fa più l’acqua calda',
      'la fiamma pilota dello scaldabagno si spegne appena lascio la manopola',
      'lo scaldacqua a gas si accende ma dopo poco la fiamma si spegne',
      'lo scaldabagno a metano ha la fiammella spenta e non riparte',
    ],
    patterns: ['fiamma pilota', 'fiammella pilota', 'termocoppia'],
    problem:
      'Scaldabagno a gas senza acqua calda: la fiamma pilota non resta accesa, quasi sempre per la termocoppia esaurita o sporca (a volte il gas chiuso, l’ugello del pilota sporco o la valvola del gas)',
    difficulty: 'advanced',
    estimatedTime: '15 minuti per le prove; la sostituzione la fa il tecnico',
    warnings: [
      GAS_SMELL,
      'Termocoppia, valvola e raccordi del gas si sostituiscono solo da un tecnico abilitato: tu puoi controllare e riaccendere il pilota come dice il libretto.',
    ],
    causes: [
      'Termocoppia esaurita o sporca: non tiene aperta la valvola del gas e il pilota si spegne',
      'Rubinetto del gas chiuso o bombola vuota',
      'Ugello della fiamma pilota sporco: la fiammella è piccola e non scalda la termocoppia',
      'Valvola del gas guasta',
    ],
    tells: [
      'se il pilota si accende ma si spegne appena lasci la manopola dopo 30-60 secondi, allora è la termocoppia',
      'se non si accende neanche tenendo premuta la manopola e non senti il gas, allora è il gas chiuso o finito',
      'se la fiammella è piccola, gialla o tremolante, allora è l’ugello del pilota sporco',
      'se con termocoppia e pilota buoni il bruciatore non parte quando apri l’acqua calda, allora è la valvola',
    ],
    solutions: [
      'Controlla che il rubinetto del gas sia aperto (e la bombola non vuota)',
      'Riaccendi la fiamma pilota seguendo l’etichetta dello scaldabagno, tenendo premuta la manopola per un minuto',
      'Se il pilota si spegne quando lasci la manopola, fai sostituire la termocoppia da un tecnico',
    ],
    tools: [T.torcia],
    steps: [
      step(
        'Se senti odore di gas fermati: chiudi il rubinetto, apri le finestre e chiama il pronto intervento.',
        'Nessun odore di gas',
        GAS_SMELL,
      ),
      step('Controlla che il rubinetto del gas dello scaldabagno sia aperto.', 'Il gas arriva'),
      step(
        'Riaccendi il pilota come dice l’etichetta: manopola su «pilota», premi e accendi, tieni premuto per 60 secondi.',
        'La fiammella è accesa, azzurra e avvolge la punta della termocoppia',
      ),
      step(
        'Lascia la manopola piano e guarda la fiammella con la torcia.',
        'Se resta accesa, apri l’acqua calda: il bruciatore deve partire',
      ),
      step(
        'Se la fiammella si spegne appena lasci la manopola, chiudi il gas e chiama un tecnico abilitato per la termocoppia.',
        'Il tecnico sostituisce la termocoppia e l’acqua calda torna',
      ),
    ],
    cost: 'Termocoppia 10-25 €; intervento del tecnico 60-120 €.',
    ifNotFixed:
      'Se con la termocoppia nuova il pilota si spegne ancora, il tecnico deve controllare ugello e valvola del gas.',
  },
  {
    id: 'elettrodomestico-dispersione-scossa',
    category: 'elettrodomestici',
    devices: [
      'frigorifero',
      'asciugatrice',
      'caffe',
      'condizionatore',
      'aspirapolvere',
      'scaldabagno',
      'lavatrice',
      'lavastoviglie',
      'forno',
      'microonde',
      'piccoli',
    ],
    label: 'fa scattare il salvavita o dà la scossa: dispersione verso terra',
    symptoms: [
      'quando accendo il frigo scatta il salvavita di casa',
      'toccando l’elettrodomestico prendo la scossa',
      'l’asciugatrice fa saltare la corrente appena scalda',
      'la macchina del caffè fa scattare il differenziale',
      'sento la corrente toccando la carcassa di metallo',
      'il condizionatore fa saltare il salvavita quando parte',
    ],
    patterns: ['dispersione', 'differenziale', 'messa a terra'],
    problem:
      'Elettrodomestico che fa scattare il salvavita o dà la scossa: una dispersione verso terra (resistenza o motore in dispersione, acqua o umidità sui collegamenti, cavo o spina danneggiati); se dà la scossa, manca anche la messa a terra',
    difficulty: 'advanced',
    estimatedTime: '20 minuti per le prove; la riparazione da un tecnico',
    warnings: [
      'Se dà la scossa non toccarlo più: stacca la spina o il salvavita e fallo controllare da un elettricista.',
      UNPLUG,
      TESTER,
    ],
    causes: [
      'Resistenza in dispersione (scaldabagno, asciugatrice, macchina del caffè, lavatrice, forno): l’isolamento interno ha ceduto',
      'Motore o compressore in dispersione (frigo, condizionatore, aspirapolvere)',
      'Acqua o umidità sui collegamenti o sulla scheda (perdita interna, condensa)',
      'Cavo o spina danneggiati, o una ciabatta o presa con l’acqua',
      'Impianto di casa senza messa a terra (per la scossa) o salvavita troppo sensibile',
    ],
    tells: [
      'se scatta quando l’apparecchio comincia a scaldare, allora è la resistenza',
      'se scatta quando parte il motore o il compressore, allora è il motore o il compressore',
      'se scatta solo dopo un lavaggio, una perdita o con l’umidità, allora è l’acqua sui collegamenti',
      'se il cavo è schiacciato o la spina annerita, o con un’altra presa non scatta, allora è il cavo o la presa',
      'se prendi la scossa toccando la carcassa ma il salvavita non scatta, allora manca la messa a terra',
    ],
    solutions: [
      'Stacca la spina e riattacca il salvavita con l’apparecchio scollegato',
      'Prova l’apparecchio in un’altra presa, senza ciabatte, e guarda cavo e spina',
      'Fai misurare l’isolamento di resistenza e motore (prova con il megaohmmetro) e sostituisci il pezzo in dispersione',
      'Se prendi la scossa fai controllare la messa a terra dell’impianto da un elettricista',
    ],
    tools: [T.multimetro, T.cercafase, T.cacciaviteIsolato, T.torcia],
    steps: [
      step(
        'Stacca la spina dell’apparecchio e riattacca il salvavita.',
        'Se il salvavita regge, il guasto è nell’apparecchio',
        'Se dà la scossa non toccarlo più: stacca la spina o il salvavita e fallo controllare da un elettricista.',
      ),
      step('Guarda cavo e spina: schiacciati, anneriti o bagnati vanno sostituiti.', 'Cavo e spina integri'),
      step(
        'Collegalo a un’altra presa senza ciabatte e accendilo: annota quando scatta (subito, quando scalda, quando parte il motore).',
        'Sai se è la resistenza, il motore o i collegamenti',
      ),
      step(
        'Se c’è stata una perdita d’acqua, lascialo staccato e asciutto per 24-48 ore e riprova.',
        'Se ora regge, era l’umidità',
      ),
      step(
        'Se scatta ancora, fai misurare l’isolamento della resistenza o del motore e sostituire il pezzo in dispersione.',
        'Il salvavita non scatta più',
        TESTER,
      ),
    ],
    cost: 'Cavo o spina pochi euro; resistenza 20-60 €; motore o compressore spesso non convengono.',
    ifNotFixed:
      'Se scatta anche con tutti gli apparecchi staccati, il problema è nell’impianto di casa: chiama un elettricista.',
  },
  {
    id: 'elettronica-formicolio-in-carica',
    category: 'computer',
    devices: ['laptop', 'desktop', 'smartphone', 'tablet', 'console', 'monitor'],
    label: 'formicolio o piccola scossa toccandolo mentre è in carica',
    symptoms: [
      'toccando il portatile in carica sento un formicolio sulle dita',
      'il telefono in carica dà la scossa leggera quando lo tocco',
      'passando la mano sulla scocca di metallo del macbook in carica sento come una vibrazione',
      'prendo la scossa toccando le porte usb del pc',
    ],
    patterns: ['formicolio'],
    problem:
      'Formicolio o piccola scossa da un portatile, un telefono o un pc in carica: l’alimentatore è collegato senza messa a terra (spina a due poli o presa senza terra) e la scocca resta a un piccolo potenziale; più di rado un caricatore non originale guasto',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'Se dà una scossa forte, fa scintille o il caricatore scalda, non usarlo più: staccalo e sostituiscilo.',
      PC_UNPLUG,
    ],
    causes: [
      'Alimentatore con spina a due poli o collegato a una presa o ciabatta senza messa a terra',
      'Caricatore non originale o guasto con una dispersione verso l’uscita',
      'Impianto di casa senza messa a terra',
    ],
    tells: [
      'se il formicolio sparisce usando la spina lunga con la terra o a batteria, allora è l’alimentatore senza terra',
      'se succede solo con un caricatore e con l’originale no, allora è quel caricatore',
      'se succede con tutti gli apparecchi di casa, allora è l’impianto',
    ],
    solutions: [
      'Usa il cavo lungo con la terra dell’alimentatore (o la spina a tre poli) e una presa con la terra',
      'Sostituisci il caricatore non originale con uno originale o certificato',
      'Fai controllare la messa a terra dell’impianto da un elettricista',
    ],
    tools: [T.caricatore, T.cercafase, T.multimetro],
    steps: [
      step('Stacca il caricatore e tocca l’apparecchio a batteria.', 'A batteria non senti niente'),
      step(
        'Collega l’alimentatore con il cavo lungo a tre poli (con la terra), in una presa a muro con la terra, senza ciabatte.',
        'Il formicolio sparisce',
      ),
      step(
        'Se usi un caricatore non originale, prova con l’originale o uno certificato.',
        'Con quello buono non succede più',
      ),
      step(
        'Se succede con tutti gli apparecchi, fai controllare la terra dell’impianto.',
        'L’elettricista verifica la messa a terra',
        'Se dà una scossa forte, fa scintille o il caricatore scalda, non usarlo più: staccalo e sostituiscilo.',
      ),
    ],
    cost: 'Gratis con il cavo giusto; un caricatore originale 20-80 €.',
    ifNotFixed:
      'Se con caricatore originale e presa con terra senti ancora la scossa, porta l’apparecchio in assistenza: potrebbe esserci una dispersione interna.',
  },
];

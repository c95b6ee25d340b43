import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { GAS_SMELL } from './warnings.ts';

/**
 * Household faults of round 7 (issue 24), from the real reports of batch 5: the gas water heater whose pilot
 * flame does not stay lit (the electric one's element and thermostat were the only answer for "no hot water").
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
];

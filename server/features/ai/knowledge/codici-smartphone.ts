import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { PHONE_BACKUP, PHONE_OPENING } from './warnings.ts';

/** Smartphones by the message on the screen (issue 24). */
export const CODICI_SMARTPHONE: KnowledgeEntry[] = [
  {
    id: 'smartphone-iphone-riavvio-3-minuti',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'iPhone che si riavvia da solo ogni 3 minuti (panic-full)',
    symptoms: [
      'l’iphone si riavvia da solo ogni tre minuti',
      'il mio iphone si spegne e riparte sempre dopo qualche minuto, anche appena ripristinato',
      'nei dati di analisi dell’iphone ci sono tanti file panic-full',
      'dopo il cambio della batteria l’iphone si riavvia ogni 3 minuti',
    ],
    patterns: [
      'panic-full',
      'panic full',
      'ogni 3 minuti',
      'ogni tre minuti',
      'missing sensor',
      'missing sensor s',
      'thermalmonitord',
      'watchdog timeout',
      'userspace watchdog timeout',
    ],
    problem:
      'iPhone che si riavvia ogni 3 minuti: il sistema non legge un sensore (flat della porta di ricarica, dei tasti del volume o del microfono, batteria) e si riavvia per sicurezza',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [PHONE_OPENING, PHONE_BACKUP],
    causes: [
      'Flat della porta di ricarica (con microfono e sensori) guasto o bagnato',
      'Flat dei tasti del volume e dell’accensione (con sensori) danneggiato',
      'Batteria non originale o connettore della batteria',
      'Scheda madre (più raro)',
    ],
    tells: [
      'se nel file panic-full compare «missing sensor(s): mic1» o «prs0», allora è il flat della porta di ricarica',
      'se compare «mic2» o i sensori della parte alta, allora è il flat dei tasti o della fotocamera',
      'se è cominciato dopo il cambio della batteria, allora è la batteria o il suo connettore',
      'se cambiando i flat non smette, allora è la scheda madre',
    ],
    solutions: [
      'Leggi il file panic-full per capire quale sensore manca',
      'Sostituisci il flat della porta di ricarica o dei tasti',
      'Sostituisci la batteria con una di qualità',
    ],
    tools: [T.cacciaviti, T.apertura, T.ventosa, T.calore, T.pinzette, T.biadesivo],
    steps: [
      step(
        'Impostazioni > Privacy e sicurezza > Analisi e miglioramenti > Dati di analisi: apri l’ultimo file che inizia con «panic-full».',
        'Trovi la riga «missing sensor(s)»',
      ),
      step(
        'Annota il nome del sensore che manca (per esempio mic1, prs0, TG0B).',
        'Sai quale flat controllare',
      ),
      step('Fai un backup completo.', undefined, PHONE_BACKUP),
      step(
        'Sostituisci il flat indicato (di solito quello della porta di ricarica) o fallo fare a un laboratorio.',
        'Il telefono non si riavvia più',
        PHONE_OPENING,
      ),
    ],
    cost: 'Flat della porta di ricarica 15-40 € (ricambio) o 50-100 € in laboratorio.',
    ifNotFixed: 'Se con i flat nuovi continua, serve un laboratorio che ripara le schede madri.',
  },
  {
    id: 'smartphone-samsung-download-mode',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'Samsung bloccato sulla schermata blu «Downloading» o errore di aggiornamento',
    symptoms: [
      'il samsung è bloccato su una schermata blu con scritto downloading do not turn off target',
      'il telefono samsung dice che c’è stato un errore durante l’aggiornamento del software',
      'il galaxy dice dm-verity verification failed e non parte',
      'è comparsa la schermata di download mode con il robottino',
    ],
    patterns: [
      'downloading do not turn off target',
      'do not turn off target',
      'download mode',
      'modalità download',
      'odin mode',
      'dm-verity',
      'dm verity',
      'an error has occurred while updating the device software',
      'errore durante l aggiornamento del software del dispositivo',
      'emergency recovery',
    ],
    problem:
      'Samsung fermo in modalità download o dopo un aggiornamento fallito: tasti premuti per sbaglio all’avvio, aggiornamento interrotto o firmware rovinato',
    difficulty: 'intermediate',
    estimatedTime: '15-90 minuti',
    warnings: [PHONE_BACKUP],
    causes: [
      'Tasti del volume premuti per sbaglio durante l’accensione (modalità download)',
      'Aggiornamento interrotto (batteria scarica, cavo staccato)',
      'Firmware rovinato o modificato (dm-verity)',
      'Memoria interna guasta',
    ],
    tells: [
      'se compare la schermata blu con «Downloading» senza che tu abbia aggiornato, allora sono i tasti premuti',
      'se è successo durante un aggiornamento, allora è l’aggiornamento interrotto',
      'se dice dm-verity, allora il firmware va reinstallato',
      'se anche la reinstallazione fallisce, allora è la memoria',
    ],
    solutions: [
      'Esci dalla modalità download tenendo premuti Volume giù e accensione per 7-10 secondi',
      'Ripristina con Smart Switch dal computer (Ripristino di emergenza)',
      'Reinstalla il firmware ufficiale in un centro assistenza',
    ],
    tools: [T.cavoUsb, T.caricatore],
    steps: [
      step(
        'Tieni premuti insieme Volume giù e accensione per 7-10 secondi finché il telefono si riavvia.',
        'Il telefono si avvia normalmente',
      ),
      step('Se non parte, mettilo in carica almeno mezz’ora.'),
      step(
        'Installa Smart Switch su un computer, collega il telefono con il cavo e scegli «Ripristino di emergenza» o «Inizializzazione del software».',
        'Il firmware viene reinstallato',
        PHONE_BACKUP,
      ),
      step('Dopo il ripristino accedi con il tuo account Google.', 'Il telefono funziona'),
    ],
    cost: 'Gratis; centro assistenza 30-60 € per la reinstallazione.',
    ifNotFixed:
      'Se anche Smart Switch fallisce, la memoria interna può essere guasta: serve il centro assistenza.',
  },
];

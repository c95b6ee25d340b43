import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { PC_UNPLUG, STATIC } from './warnings.ts';

/**
 * Computers, round 8 (issue 24), from the real reports of batch 7: a computer's CD/DVD drive had no problem of
 * its own (a drive that would not open or read was answered with an external disk not recognised).
 */
export const RICERCA8_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'pc-lettore-cd-dvd',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'il lettore CD/DVD del computer non si apre o non legge i dischi',
    symptoms: [
      'il lettore dvd del pc non si apre più quando premo il tasto',
      'il lettore cd del computer non espelle il disco e il led resta spento',
      'il masterizzatore non legge più nessun cd, gira e si ferma',
      'in esplora risorse non compare più l’unità dvd',
      'metto un cd nel lettore del portatile e il computer si blocca',
      'il cassetto del lettore dvd si apre e si richiude da solo',
    ],
    patterns: ['masterizzatore', 'unità ottica', 'lettore cd', 'lettore dvd'],
    problem:
      'Lettore CD/DVD del computer che non si apre, non legge o è sparito: un disco o un corpo estraneo che blocca la slitta o il cassetto, la lente del laser sporca, l’unità disattivata da Windows o dal BIOS, o il cavo interno staccato',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [
      PC_UNPLUG,
      'Non guardare dentro il lettore con il computer acceso: il laser può danneggiare la vista.',
    ],
    causes: [
      'Disco incastrato o un corpo estraneo (un filo, un’etichetta staccata, un pezzo di disco) che blocca il cassetto o l’ingranaggio della testina',
      'Lente del laser sporca di polvere o fumo: il lettore gira ma non riconosce i dischi',
      'Unità disattivata o con il driver in errore in Windows (icona gialla in Gestione dispositivi), o non vista dal BIOS',
      'Cavo dati SATA o di alimentazione del lettore staccato o allentato (sui fissi)',
      'Cinghia o ingranaggio del cassetto consumati, o lettore a fine vita',
    ],
    tells: [
      'se il cassetto non si apre neanche col forellino di emergenza o si sente un rumore di ingranaggio che slitta, allora è un corpo estraneo o il disco incastrato',
      'se il cassetto va ma nessun disco viene letto, nemmeno uno nuovo, allora è la lente sporca o il laser',
      'se il lettore non compare in Esplora risorse ma si apre col tasto, allora è Windows o il driver',
      'se sul fisso il lettore è morto del tutto (il led non si accende mai), allora è il cavo interno',
      'se il cassetto esce a scatti o si richiude da solo, allora è la cinghia o l’ingranaggio',
    ],
    solutions: [
      'Apri il cassetto col forellino di emergenza e togli il disco o ciò che lo blocca',
      'Pulisci la lente con un cotton fioc appena inumidito di alcool isopropilico',
      'In Gestione dispositivi disinstalla l’unità e riavvia; controlla che sia attiva nel BIOS',
      'Sui fissi ricollega il cavo SATA e quello di alimentazione del lettore',
      'Se è a fine vita sostituisci il lettore o usa un lettore esterno USB',
    ],
    tools: [T.stuzzicadenti, T.alcool, T.pinzette, T.cacciaviti, T.ariaCompressa],
    steps: [
      step(
        'A computer spento infila una graffetta raddrizzata nel forellino di emergenza del lettore e spingi: il cassetto esce di qualche millimetro, poi tiralo a mano.',
        'Il cassetto è aperto',
        PC_UNPLUG,
      ),
      step(
        'Togli il disco e guarda con una torcia nel cassetto e sulla slitta: fili, etichette staccate o pezzi di disco vanno tolti con le pinzette.',
        'Niente blocca più il cassetto',
      ),
      step(
        'Pulisci la lente del laser con un cotton fioc appena inumidito di alcool isopropilico, senza premere, e soffia via la polvere.',
        'La lente è pulita',
      ),
      step(
        'Riaccendi: se il lettore non compare, in Gestione dispositivi disinstalla l’unità DVD/CD-ROM e riavvia; sui fissi controlla anche che il lettore sia visto dal BIOS.',
        'Il lettore compare in Esplora risorse',
      ),
      step(
        'Sui fissi, a computer spento, ricollega bene il cavo SATA e quello di alimentazione sul retro del lettore.',
        'Il lettore si accende e legge',
        STATIC,
      ),
      step('Prova un disco che sai buono.', 'Il disco viene letto'),
    ],
    cost: 'Pulizia gratis; un lettore interno nuovo 20-30 €, uno esterno USB 20-40 €.',
    ifNotFixed:
      'Se con la lente pulita non legge nessun disco, il laser è a fine vita: un lettore nuovo costa meno della riparazione.',
  },
];

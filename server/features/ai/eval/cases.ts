/**
 * Evaluation set of `npm run eval:ai`: problem descriptions written as members write them, each
 * with the knowledge-base entry a repairer would pick. Not used for tuning (the matcher's unit
 * tests are the tuning set) and not copied from the knowledge base's symptom lines.
 */
export const FIRST_CASES: { text: string; expected: string }[] = [
  {
    text: 'Ciao a tutti, il mio Samsung A52 è caduto e ora lo schermo è tutto nero, però se mi chiamano squilla e vibra. Che faccio?',
    expected: 'smartphone-schermo-nero-vibra',
  },
  {
    text: 'iphone 11 display nero, sento whatsapp che arriva ma non vedo nulla',
    expected: 'smartphone-schermo-nero-vibra',
  },
  {
    text: 'mi è scivolato il telefono dalle mani e il vetro si è crepato tutto a ragnatela',
    expected: 'smartphone-schermo-rotto',
  },
  {
    text: 'lo schermo del mio xiaomi ha delle crepe e una macchia nera che si allarga',
    expected: 'smartphone-schermo-rotto',
  },
  {
    text: 'Il cellulare apre le app da solo e scrive lettere a caso, sembra posseduto',
    expected: 'smartphone-touch-fantasma',
  },
  {
    text: 'La batteria del mio iPhone 8 dura mezza giornata, al mattino è al 100 e a pranzo è già al 15',
    expected: 'smartphone-batteria-scarica',
  },
  {
    text: 'il telefono si spegne di colpo quando la batteria segna ancora il 30%',
    expected: 'smartphone-batteria-scarica',
  },
  {
    text: 'ho notato che lo schermo del mio telefono si è alzato da un lato, si vede la fessura, è pericoloso?',
    expected: 'smartphone-batteria-gonfia',
  },
  {
    text: 'la scocca dietro del samsung si è gonfiata e non chiude più bene',
    expected: 'smartphone-batteria-gonfia',
  },
  {
    text: 'per caricare il telefono devo tenere il filo piegato in una certa posizione altrimenti non carica',
    expected: 'smartphone-porta-ricarica-sporca',
  },
  {
    text: 'il cavetto nella presa del cell non tiene, esce da solo, dentro mi sembra ci sia della polvere',
    expected: 'smartphone-porta-ricarica-sporca',
  },
  {
    text: 'Il mio Galaxy S21 mi dà sempre il messaggio che c è umidità nella porta usb e non mi fa caricare',
    expected: 'smartphone-porta-ossidata',
  },
  {
    text: 'ieri il telefono mi è finito nel lavandino pieno d acqua, l ho asciugato ma ora fa cose strane',
    expected: 'smartphone-caduto-acqua',
  },
  {
    text: 'mio figlio ha fatto cadere il cellulare in piscina, cosa devo fare?',
    expected: 'smartphone-caduto-acqua',
  },
  {
    text: 'la fotocamera posteriore del mio iphone non mette più a fuoco, le foto sono tutte mosse e sfocate',
    expected: 'smartphone-fotocamera',
  },
  {
    text: 'quando metto il vivavoce si sente tutto gracchiante e distorto',
    expected: 'smartphone-altoparlante',
  },
  {
    text: 'durante le telefonate io non sento niente, devo per forza usare il vivavoce',
    expected: 'smartphone-capsula',
  },
  {
    text: 'mi chiamano e dicono che non mi sentono, anche i messaggi vocali sono muti',
    expected: 'smartphone-microfono',
  },
  {
    text: 'il tasto per spegnere il telefono è incastrato, non fa più click',
    expected: 'smartphone-tasto-accensione',
  },
  {
    text: 'sul mio motorola compare il simbolo delle cuffie ma le cuffie non ci sono e non sento la musica dall altoparlante',
    expected: 'smartphone-modalita-cuffie',
  },
  {
    text: 'Il telefono è completamente morto, l ho messo sotto carica tutta la notte e non dà nessun segno',
    expected: 'smartphone-non-si-accende',
  },
  {
    text: 'il mio huawei si riavvia continuamente, arriva al logo e ricomincia',
    expected: 'smartphone-bootloop',
  },
  { text: 'il cellulare diventa bollentissimo anche quando non lo uso', expected: 'smartphone-surriscalda' },
  {
    text: 'il mio telefono non trova più nessuna rete wifi, l opzione è grigia',
    expected: 'smartphone-wifi-bluetooth',
  },
  {
    text: 'continuo a vedere scritto nessuna sim, ho provato a toglierla e rimetterla',
    expected: 'smartphone-sim-rete',
  },
  {
    text: 'la lavatrice a fine lavaggio è ancora piena d acqua e non si svuota',
    expected: 'lavatrice-non-scarica',
  },
  {
    text: 'la mia Candy ha finito il programma ma i vestiti sono nell acqua, non la butta fuori',
    expected: 'lavatrice-non-scarica',
  },
  {
    text: 'la lavatrice lava ma i panni escono zuppi, come se non strizzasse',
    expected: 'lavatrice-non-centrifuga',
  },
  {
    text: 'il cestello della lavatrice Indesit non gira più durante la centrifuga',
    expected: 'lavatrice-non-centrifuga',
  },
  {
    text: 'ogni volta che faccio una lavatrice trovo il pavimento del bagno bagnato',
    expected: 'lavatrice-perde-acqua',
  },
  { text: 'lavatrice bosch che perde acqua davanti, sotto lo sportello', expected: 'lavatrice-perde-acqua' },
  {
    text: 'non riesco ad aprire lo sportello della lavatrice, è finito il lavaggio ma è rimasto chiuso',
    expected: 'lavatrice-oblo-bloccato',
  },
  {
    text: 'la lavatrice non prende acqua, il rubinetto è aperto ma non entra niente',
    expected: 'lavatrice-antiallagamento',
  },
  {
    text: 'quando centrifuga la lavatrice fa un baccano incredibile e si sposta per tutto il bagno',
    expected: 'lavatrice-rumore-cuscinetti',
  },
  {
    text: 'appena parte la lavatrice mi va via la corrente in tutta la casa',
    expected: 'lavatrice-salvavita',
  },
  {
    text: 'dalla lavatrice esce una puzza terribile e la gomma dell oblò è nera',
    expected: 'lavatrice-puzza',
  },
  {
    text: 'la lavastoviglie non pulisce bene, i piatti escono con i residui di cibo',
    expected: 'lavastoviglie-non-lava',
  },
  {
    text: 'sul fondo della lavastoviglie rimane sempre dell acqua sporca',
    expected: 'lavastoviglie-non-scarica',
  },
  { text: 'quando accendo la lavapiatti salta il salvavita', expected: 'lavastoviglie-salvavita' },
  {
    text: 'il frigorifero non raffredda più, la luce però funziona e il cibo va a male',
    expected: 'frigo-non-raffredda',
  },
  {
    text: 'nel mio frigo combinato il congelatore congela ma la parte frigo è tiepida',
    expected: 'frigo-ventola-evaporatore',
  },
  {
    text: 'il mio frigo no frost ha tutta la parete dietro del freezer ghiacciata',
    expected: 'frigo-timer-sbrinamento',
  },
  {
    text: 'nel congelatore si forma tantissimo ghiaccio e i cassetti restano incastrati',
    expected: 'frigo-ghiaccio-guarnizione',
  },
  {
    text: 'il frigo congela anche le zucchine, è sempre freddissimo e non si spegne mai',
    expected: 'frigo-termostato',
  },
  {
    text: 'trovo sempre acqua sul fondo del frigorifero sotto il cassetto della frutta',
    expected: 'frigo-acqua-sotto',
  },
  {
    text: 'il forno elettrico non si scalda più, la lucina c è ma resta freddo',
    expected: 'forno-resistenza',
  },
  { text: 'il forno cuoce solo sopra, le torte sotto restano crude', expected: 'forno-resistenza' },
  { text: 'il microonde gira e si illumina ma il cibo esce freddo', expected: 'microonde-non-scalda' },
  {
    text: 'dentro il forno a microonde vedo delle scintille e c è odore di bruciato',
    expected: 'microonde-scintille',
  },
  { text: 'il mio folletto non aspira più come prima', expected: 'aspirapolvere-aspira-poco' },
  { text: 'la scopa elettrica dyson ha perso potenza di aspirazione', expected: 'aspirapolvere-aspira-poco' },
  {
    text: 'il robot aspirapolvere non riesce più a tornare alla base di ricarica',
    expected: 'robot-aspirapolvere',
  },
  { text: 'la macchinetta del caffè fa rumore ma il caffè scende a gocce', expected: 'caffe-calcare' },
  { text: 'la nespresso perde acqua da sotto, trovo sempre una pozza', expected: 'caffe-perde-acqua' },
  { text: 'i panni escono ancora umidi dall asciugatrice', expected: 'asciugatrice-non-asciuga' },
  {
    text: 'il mio portatile hp non si accende più, premo il tasto e non succede nulla',
    expected: 'laptop-non-si-accende',
  },
  {
    text: 'il notebook diventa caldissimo quando gioco e poi si spegne da solo',
    expected: 'laptop-surriscalda',
  },
  { text: 'la ventola del mio pc fa un rumore come un trapano', expected: 'pc-ventola-rumorosa' },
  {
    text: 'ho versato il tè sulla tastiera del portatile e ora alcuni tasti non scrivono',
    expected: 'laptop-tastiera',
  },
  {
    text: 'il computer ci mette un eternità ad avviarsi e il disco è sempre al 100%',
    expected: 'pc-lento-disco',
  },
  {
    text: 'lo schermo del portatile sfarfalla e diventa nero quando muovo lo schermo',
    expected: 'laptop-schermo-sfarfalla',
  },
  {
    text: 'si è rotta la cerniera del portatile e lo schermo cade all indietro',
    expected: 'laptop-cerniera',
  },
  { text: 'il portatile non si collega al wifi, non vede nessuna rete', expected: 'laptop-wifi' },
  { text: 'il mio lenovo dice collegato ma non in carica', expected: 'laptop-non-carica' },
  { text: 'mi esce la schermata blu su windows e il pc si riavvia', expected: 'pc-schermata-blu' },
  { text: 'il pc fisso non si accende, nemmeno le ventole partono', expected: 'pc-fisso-non-parte' },
  { text: 'la play 5 si accende ma sulla tv compare nessun segnale', expected: 'console-no-segnale-hdmi' },
  {
    text: 'la mia ps4 fa un rumore da aspirapolvere e si scalda tantissimo',
    expected: 'console-surriscalda',
  },
  { text: 'il joy con destro della switch va da solo verso l alto', expected: 'joycon-drift' },
  {
    text: 'il controller ps5 ha la levetta sinistra che si muove da sola nei giochi',
    expected: 'joycon-drift',
  },
  { text: 'la ps4 non legge più i giochi su disco e lo sputa fuori', expected: 'console-lettore-disco' },
  {
    text: 'il joystick della play non carica più quando lo attacco al cavo',
    expected: 'controller-non-carica',
  },
  { text: 'la xbox series non si accende più, nessuna luce', expected: 'console-non-si-accende' },
  {
    text: 'il mio ipad non si carica anche se lo lascio attaccato tutta la notte',
    expected: 'tablet-non-carica',
  },
  { text: 'la tv sento l audio ma lo schermo è nero', expected: 'tv-audio-senza-immagine' },
  { text: 'una delle airpods non suona più, l altra sì', expected: 'auricolari-un-lato' },
  { text: 'la mia cassa jbl non si ricarica più', expected: 'cassa-bluetooth-non-carica' },
  { text: 'l asciugacapelli butta solo aria fredda', expected: 'phon-non-scalda' },
  { text: 'il ferro da stiro lascia macchie bianche sui vestiti', expected: 'ferro-stiro-perde' },
];

/**
 * Added with issue 18's generalisation work: fresh descriptions (short one-liners, typos, brands,
 * long ones) written before the changes they measure and never tuned on; the phrasings that were
 * tuned on are in the matcher's unit tests.
 */
export const HELD_OUT_CASES: { text: string; expected: string }[] = [
  { text: 'lavatrice piena d acqua, non va avanti', expected: 'lavatrice-non-scarica' },
  {
    text: 'la mia lavatrice lg non fa il ciclo di centrifuga e la biancheria esce tutta bagnata',
    expected: 'lavatrice-non-centrifuga',
  },
  {
    text: 'trovo l acqua per terra dopo ogni lavaggio, credo sia la guarnizione dell oblò',
    expected: 'lavatrice-perde-acqua',
  },
  { text: 'sportello lavatrice bloccato', expected: 'lavatrice-oblo-bloccato' },
  {
    text: 'la lavatrice fa un rumore tipo elicottero quando strizza',
    expected: 'lavatrice-rumore-cuscinetti',
  },
  { text: 'la lavastoviglie fa scattare la corrente', expected: 'lavastoviglie-salvavita' },
  { text: 'la lavapiatti non scarica, acqua ferma nel fondo', expected: 'lavastoviglie-non-scarica' },
  { text: 'il frigorifero non fa piu il freddo da ieri sera', expected: 'frigo-non-raffredda' },
  {
    text: 'frigo no frost con il pannello posteriore del congelatore tutto ghiacciato',
    expected: 'frigo-timer-sbrinamento',
  },
  {
    text: 'il compressore del frigo va sempre, non stacca mai e dentro è gelido',
    expected: 'frigo-termostato',
  },
  { text: 'il forno ventilato non gira la ventola', expected: 'forno-ventola' },
  { text: 'il forno cuoce solo sotto, sopra la lasagna resta bianca', expected: 'forno-resistenza' },
  { text: 'il microonde non scalda piu niente, fa solo un gran ronzio', expected: 'microonde-non-scalda' },
  { text: 'scintille nel microonde', expected: 'microonde-scintille' },
  {
    text: 'l aspirapolvere dyson si spegne e riaccende e aspira pochissimo',
    expected: 'aspirapolvere-aspira-poco',
  },
  { text: 'la nespresso non fa uscire il caffè, fa solo rumore', expected: 'caffe-calcare' },
  {
    text: 'l asciugatrice bosch non asciuga piu, i vestiti escono umidi',
    expected: 'asciugatrice-non-asciuga',
  },
  { text: 'mi è caduto l iphone e ora il vetro è in frantumi', expected: 'smartphone-schermo-rotto' },
  { text: 'samsung s22 schermo nero ma sento le notifiche', expected: 'smartphone-schermo-nero-vibra' },
  { text: 'la batteria del telefono dura pochissimo', expected: 'smartphone-batteria-scarica' },
  { text: 'batteria gonfia telefono', expected: 'smartphone-batteria-gonfia' },
  {
    text: 'il telefono non carica piu, nella porta c è un sacco di lanugine',
    expected: 'smartphone-porta-ricarica-sporca',
  },
  { text: 'il cellulare mi è caduto in mare', expected: 'smartphone-caduto-acqua' },
  { text: 'il vivavoce del mio xiaomi non si sente piu', expected: 'smartphone-altoparlante' },
  { text: 'il tasto del volume del mio iphone è bloccato', expected: 'smartphone-tasti-volume' },
  { text: 'il cell scotta quando lo metto in carica', expected: 'smartphone-surriscalda' },
  { text: 'il bluetooth del telefono non si collega alla macchina', expected: 'smartphone-wifi-bluetooth' },
  { text: 'portatile hp non parte', expected: 'laptop-non-si-accende' },
  { text: 'la ventola del computer fa un fischio fortissimo', expected: 'pc-ventola-rumorosa' },
  { text: 'ho rovesciato la coca cola sulla tastiera del portatile', expected: 'laptop-tastiera' },
  { text: 'la cerniera del mio notebook lenovo si è spaccata', expected: 'laptop-cerniera' },
  { text: 'il pc non si collega al wifi', expected: 'laptop-wifi' },
  { text: 'il computer fisso è morto, premo il tasto e niente', expected: 'pc-fisso-non-parte' },
  { text: 'la ps4 non si accende piu, fa solo un bip', expected: 'console-non-si-accende' },
  { text: 'la levetta del controller ps4 si muove da sola', expected: 'joycon-drift' },
  { text: 'il tasto x del dualsense non funziona bene', expected: 'controller-tasti' },
  { text: 'il pad della play 5 non si ricarica', expected: 'controller-non-carica' },
  { text: 'il vetro del mio ipad è crepato', expected: 'tablet-schermo-rotto' },
  { text: 'la cassa jbl non si accende piu', expected: 'cassa-bluetooth-non-carica' },
  { text: 'le cuffie col filo vanno e vengono se muovo il cavo', expected: 'cuffie-filo-falso-contatto' },
  { text: 'il phon butta aria fredda e puzza di bruciato', expected: 'phon-non-scalda' },
  {
    text: 'buonasera, la lavatrice beko si ferma a metà e l acqua rimane dentro, lampeggia la spia dello scarico',
    expected: 'lavatrice-non-scarica',
  },
  { text: 'la centrifuga non va piu, la biancheria esce zuppa', expected: 'lavatrice-non-centrifuga' },
  { text: 'la lavatrice butta acqua per terra', expected: 'lavatrice-perde-acqua' },
  {
    text: 'la lavatrice fa un rumore metallico fortissimo quando gira veloce',
    expected: 'lavatrice-rumore-cuscinetti',
  },
  { text: 'i bicchieri escono opachi dalla lavastoviglie', expected: 'lavastoviglie-non-lava' },
  { text: 'il frigo smeg non raffredda da due giorni', expected: 'frigo-non-raffredda' },
  { text: 'il cassetto delle verdure è pieno d acqua', expected: 'frigo-acqua-sotto' },
  { text: 'il forno whirlpool non arriva a 200 gradi, ci mette ore a cuocere', expected: 'forno-resistenza' },
  { text: 'il microonde samsung fa girare il piatto ma non scalda nulla', expected: 'microonde-non-scalda' },
  { text: 'la scopa elettrica non aspira, forse è intasata', expected: 'aspirapolvere-aspira-poco' },
  { text: 'la dolce gusto non fa uscire niente, solo rumore', expected: 'caffe-calcare' },
  { text: 'asciugatrice che gira ma non asciuga i vestiti', expected: 'asciugatrice-non-asciuga' },
  { text: 'ho fatto cadere il telefono e lo schermo è tutto rotto', expected: 'smartphone-schermo-rotto' },
  { text: 'iphone 12 schermo nero', expected: 'smartphone-schermo-nero-vibra' },
  {
    text: 'il mio motorola si scarica subito, la batteria non tiene',
    expected: 'smartphone-batteria-scarica',
  },
  {
    text: 'il retro del mio pixel si è sollevato, credo sia la batteria',
    expected: 'smartphone-batteria-gonfia',
  },
  {
    text: 'il cavo di ricarica non si incastra piu nel cellulare',
    expected: 'smartphone-porta-ricarica-sporca',
  },
  { text: 'ho lavato il telefono in lavatrice per sbaglio', expected: 'smartphone-caduto-acqua' },
  { text: 'non si sente niente dall altoparlante del mio huawei', expected: 'smartphone-altoparlante' },
  { text: 'il telefono si blocca sul logo apple', expected: 'smartphone-bootloop' },
  { text: 'il cellulare non trova la rete, niente campo', expected: 'smartphone-sim-rete' },
  { text: 'il mio portatile lenovo non da segni di vita', expected: 'laptop-non-si-accende' },
  { text: 'portatile rovente e ventola al massimo', expected: 'laptop-surriscalda' },
  { text: 'alcuni tasti del notebook non scrivono piu', expected: 'laptop-tastiera' },
  { text: 'windows ci mette 10 minuti ad avviarsi', expected: 'pc-lento-disco' },
  { text: 'il pc fisso non parte piu, ho premuto il pulsante ma niente', expected: 'pc-fisso-non-parte' },
  { text: 'la ps5 è accesa ma la tv dice no segnale', expected: 'console-no-segnale-hdmi' },
  { text: 'la xbox fa un rumore assurdo e scotta', expected: 'console-surriscalda' },
  { text: 'il joycon destro si muove da solo', expected: 'joycon-drift' },
  { text: 'la play 4 espelle i dischi da sola', expected: 'console-lettore-disco' },
  { text: 'il dualshock non carica piu', expected: 'controller-non-carica' },
  { text: 'il vetro dell ipad si è crepato', expected: 'tablet-schermo-rotto' },
  { text: 'la tv lg non si accende, lampeggia la lucina', expected: 'tv-non-si-accende' },
  { text: 'le airpods: una non si carica nella custodia', expected: 'auricolari-un-lato' },
  { text: 'il ferro da stiro gocciola acqua dalla piastra', expected: 'ferro-stiro-perde' },
];

export const EVAL_SETS = { 'primo set': FIRST_CASES, 'set aggiunto': HELD_OUT_CASES };

export const EVAL_CASES = [...FIRST_CASES, ...HELD_OUT_CASES];

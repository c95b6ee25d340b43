/**
 * Evaluation set of `npm run eval:ai`: problem descriptions written as members write them, each
 * with the knowledge-base entry a repairer would pick. Not used for tuning (the matcher's unit
 * tests are the tuning set) and not copied from the knowledge base's symptom lines.
 */
export const EVAL_CASES: { text: string; expected: string }[] = [
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

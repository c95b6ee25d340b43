import type { RealCase } from './types.ts';

/**
 * Batch 18 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1801',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/1783',
    original:
      "The kettle doesn't heat up water, although the lights come on. I've put it underneath the sink and put the beige kettle on the counter.",
    language: 'en',
    text: "Il bollitore non scalda l'acqua, anche se le luci si accendono. L'ho messo sotto il lavandino e ho messo quello beige sul bancone.",
    category: 'elettrodomestici',
    cause:
      'Contatti interni ossidati/allentati: il bollitore è stato smontato al Repair Cafè, i contatti sono stati puliti e piegati per ripristinare il collegamento e ora bolle di nuovo.',
    keywords: ['contatti', 'pulizia', 'collegamento', 'bollitore', 'resistenza'],
  },
  {
    id: 'el-1802',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/1007',
    original:
      "The dishwasher currently seems to not run a program, which isn't very useful... (…) cleaned the filter, and it was still reporting an aquastop error.",
    language: 'en',
    text: "La lavastoviglie al momento sembra non far partire nessun programma, il che non è molto utile... (…) pulito il filtro, e dava ancora l'errore aquastop.",
    category: 'elettrodomestici',
    cause:
      "C'era acqua nel fondo che faceva scattare l'aquastop (protezione antiallagamento): inclinando la lavastoviglie all'indietro per far uscire l'acqua dal basamento l'errore è sparito e la macchina ha ripreso a funzionare.",
    keywords: ['aquastop', 'acqua', 'basamento', 'allagamento', 'inclinare'],
  },
  {
    id: 'el-1803',
    source: 'https://github.com/dwyl/home/issues/331',
    original:
      'Samsung washing machine is starting a wash but in the last hour, when it gets to the spin cycle, it is showing a 4C error (…) Importantly, even if we take the clothes out at this point and run the rest of the wash in another machine, **the clothes are not getting washed** up until this point as they still smell/have dirt on them that would usually come off.',
    language: 'en',
    text: "La lavatrice Samsung inizia il lavaggio ma nell'ultima ora, quando arriva alla centrifuga, dà l'errore 4C (…) Cosa importante, anche se a quel punto tiriamo fuori i vestiti e finiamo il lavaggio in un'altra lavatrice, **i vestiti non vengono lavati** fino a quel punto, perché puzzano ancora/hanno ancora lo sporco che di solito va via.",
    category: 'elettrodomestici',
    cause:
      "Il tubicino nero che va al sensore di livello dell'acqua aveva un buco: appena la macchina si riempiva si svuotava, quindi l'acqua non bastava e le letture del sensore erano sbagliate. Il tecnico ha sostituito il tubicino.",
    keywords: ['tubicino', 'sensore', 'livello', 'buco', 'sostituzione'],
  },
  {
    id: 'el-1804',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/1234',
    original:
      'When I came in this morning there was a smell of magic smoke in the main room. I happened to go into the events room and noticed that the door seemed to be unlocked and the smell was much stronger there.\n\nI checked the fuses and it seems the sockets have gone off, I turned them back on and they went on fine, the fridge seemed to turn on (…) I turned the power back on and was opening the box to the door bot to see if something had gone wrong and a bang came from the fridge in the events room and the sockets tripped again.',
    language: 'en',
    text: "Quando sono arrivato stamattina c'era puzza di bruciato (fumo magico) nella sala principale. Per caso sono entrato nella sala eventi e ho notato che la porta sembrava sbloccata e lì la puzza era molto più forte.\n\nHo controllato i fusibili e sembra che le prese siano saltate, le ho riattivate e si sono accese senza problemi, il frigo sembrava accendersi (…) Ho ridato corrente e stavo aprendo la scatola del door bot per vedere se si era rotto qualcosa e dal frigo della sala eventi è arrivato un botto e le prese sono saltate di nuovo.",
    category: 'elettrodomestici',
    cause:
      'Si era guastato il relè di avviamento del compressore del frigo: sostituito il relè (dopo test con tester di isolamento), il frigo è tornato a funzionare ed è stato rimesso in servizio.',
    keywords: ['relè', 'avviamento', 'compressore', 'frigorifero', 'sostituzione'],
  },
  {
    id: 'el-1805',
    source: 'https://github.com/dgiese/dustcloud/issues/142',
    original:
      "Does anyone know how to programming switch off vacuum cleaner cliff sensors? One sensors seems to broke up and it constantly showing error to clean the cliff sensors. Cannot fix the problem in service as they don't have them to replace.",
    language: 'en',
    text: "Qualcuno sa come disattivare via software i sensori anti-caduta dell'aspirapolvere robot? Uno dei sensori sembra essersi rotto e mi dà di continuo l'errore di pulire i sensori anti-caduta. All'assistenza non riescono a risolvere perché non hanno i ricambi.",
    category: 'elettrodomestici',
    cause:
      "Il diodo a infrarossi di uno dei sensori anti-caduta emetteva troppo debolmente e il ricevitore non lo vedeva; l'utente ha aperto i sensori e fissato emettitore e ricevitore uno contro l'altro con lo scotch, e il robot funziona da oltre un anno.",
    keywords: ['sensore', 'infrarossi', 'diodo', 'anticaduta', 'robot'],
  },
  {
    id: 'el-1806',
    source: 'https://github.com/KaufHA/PLF12/issues/36',
    original:
      "Communication with the plug seems to be working fine and I can turn it on and off both wirelessly and manually via the button (and the LED indicates the appropriate state); but the power is stuck on - it will never turn off the device that's plugged into it.\n\nI've tried doing a full reset and re-adding it to the network and it worked for a little while before starting this behavior again.  Now it won't work no matter what I do.",
    language: 'en',
    text: "La comunicazione con la presa smart sembra funzionare bene e riesco ad accenderla e spegnerla sia da remoto che a mano col pulsante (e il LED mostra lo stato giusto); però la corrente resta sempre attaccata, non spegne mai l'apparecchio collegato.\n\nHo provato a fare un reset completo e a riaggiungerla alla rete e ha funzionato per un po', poi ha ricominciato a fare così. Adesso non va più qualunque cosa faccia.",
    category: 'elettrodomestici',
    cause:
      'Il relè interno della presa smart era guasto (clicca ma non stacca il carico); il produttore ha mandato una presa sostitutiva che funziona.',
    keywords: ['relè', 'presa', 'guasto', 'sostituzione', 'contatti'],
  },
  {
    id: 'el-1807',
    source: 'https://dksecurity.ru/tag/Indesit/hot?page=2',
    original:
      'Семь лет назад получили вместе с купленной квартирой стиралку Канди, оставленную прежними владельцами вместе с некоторой мебелью. Машинка почему-то останавливалась при переходе на режим отжима, выдавая ошибку. И продавцы сочли более простым купить себе новую.\nУ нас же денег на новую в тот момент было не особо, поэтому я, вооружившись интернетом и мультиметром, принялся за дело.',
    language: 'ru',
    text: "Sette anni fa, insieme all'appartamento che abbiamo comprato, ci siamo ritrovati una lavatrice Candy, lasciata dai vecchi proprietari insieme a qualche mobile. La lavatrice chissà perché si fermava quando passava alla centrifuga, dando un errore. E i venditori avevano trovato più semplice comprarsene una nuova.\nNoi invece in quel momento di soldi per una nuova non ne avevamo tanti, quindi io, armato di internet e multimetro, mi sono messo all'opera.",
    category: 'elettrodomestici',
    cause:
      'Era bruciata la resistenza (TEN) della lavatrice; sostituita con un ricambio da 500-600 rubli, la lavatrice ha ripreso a lavorare normalmente.',
    keywords: ['resistenza', 'bruciata', 'riscaldamento', 'sostituzione', 'lavatrice'],
  },
  {
    id: 'el-1808',
    source: 'https://blog.idnes.cz/kozubikova/komicky-blog-dxvi.Bg24090021',
    original:
      'Praní lze považovat za nenáročnou domácí práci, je-li vykonávána s pomocí automatické pračky (a tato je funkční). (…) při otáčení bubnu vydávala hrozivý kovový rachot.',
    language: 'cs',
    text: 'Fare il bucato si può considerare un lavoro di casa poco impegnativo, se lo si fa con una lavatrice automatica (e se questa funziona). (…) quando girava il cestello faceva un terribile rumore metallico.',
    category: 'elettrodomestici',
    cause:
      "Un ferretto di reggiseno uscito da un indumento vecchio era finito dentro la lavatrice (AEG a carica frontale); il marito l'ha tirato fuori con un filo di ferro piegato e una torcia, e il primo lavaggio di prova è andato a buon fine.",
    keywords: ['ferretto', 'reggiseno', 'cestello', 'estraneo', 'rumore'],
  },
  {
    id: 'el-1809',
    source: 'https://blog.idnes.cz/enders/pat-a-mat-v-realu.Bg19030824',
    original:
      'Tento "chov v bavlnce domácího nicnedělání" mně přišel nedůstojný a porušil jsem ho hned při první příležitosti, když vyhasl plynový bojler. Servisní technik stanovil diagnózu hned po telefonu - elektronika v čudu, dva a půl litru!',
    language: 'cs',
    text: "Questo \"tenermi nella bambagia a non far niente in casa\" mi sembrava poco dignitoso e l'ho mandato all'aria alla prima occasione, quando si è spento lo scaldabagno a gas. Il tecnico dell'assistenza ha fatto la diagnosi subito al telefono: elettronica andata, duemilacinquecento!",
    category: 'elettrodomestici',
    cause:
      "Non era l'elettronica: l'autore ha ripiegato la sicura della fiammella e ha pulito il filtrino a retina sul tubo di alimentazione, e lo scaldabagno a gas ha poi funzionato perfettamente per altri cinque anni.",
    keywords: ['filtro', 'retina', 'scaldabagno', 'fiammella', 'pulizia'],
  },
  {
    id: 'el-1810',
    source: 'http://www.pise.cz/clanek.php?blog=hablina&idkey=1424',
    original:
      'Krájela jsem brambory na plátky, to jako že budou k obědu jako příloha pečené lupínky, trouba se mezitím rozehřívala. Najednou uvnitř něco křáplo.',
    language: 'cs',
    text: "Stavo tagliando le patate a fettine, che sarebbero diventate chips al forno come contorno per pranzo, e intanto il forno si scaldava. All'improvviso dentro ha fatto crac.",
    category: 'elettrodomestici',
    cause:
      "Si era staccato il supporto su cui è fissata la resistenza superiore del forno, caduta storta sulla griglia; marito e figlio l'hanno rifissata provvisoriamente con del filo di ferro e il forno funziona di nuovo.",
    keywords: ['resistenza', 'supporto', 'forno', 'fissaggio', 'filo'],
  },
  {
    id: 'el-1811',
    source: 'http://blogredire.blogspot.com/2013/?m=0',
    original:
      "Solo che stamattina ho sentito un allarmante''crunc!''provenire dalla stufa a pellet,ecco*@^?&%...\nSenza alcun preavviso la coclea ha smesso di funzionare,nessun segnale di errore,semplicemente non funziona. (…) il motorino a vuoto gira bene e il riduttore anche,solo che non arriva tensione,ohi,ohi!,se è la scheda di controllo sono fregato costa un mucchio di soldi. (…) controllare i fusibili ed eventuali resistenze,diodi ecc...bruciati,mi sembra tutto a posto e sono sempre più allarmato",
    language: 'it',
    text: "Solo che stamattina ho sentito un allarmante''crunc!''provenire dalla stufa a pellet,ecco*@^?&%...\nSenza alcun preavviso la coclea ha smesso di funzionare,nessun segnale di errore,semplicemente non funziona. (…) il motorino a vuoto gira bene e il riduttore anche,solo che non arriva tensione,ohi,ohi!,se è la scheda di controllo sono fregato costa un mucchio di soldi. (…) controllare i fusibili ed eventuali resistenze,diodi ecc...bruciati,mi sembra tutto a posto e sono sempre più allarmato",
    category: 'elettrodomestici',
    cause:
      "La piattina di alimentazione collegata alla scheda aveva i contatti molto ossidati; puliti con l'antiossido, la coclea della stufa a pellet ha ripreso a funzionare.",
    keywords: ['piattina', 'contatti', 'ossidazione', 'pulizia', 'coclea'],
  },
  {
    id: 'el-1812',
    source: 'https://casaprocida.blogspot.com/2015/07/condizionatore-in-blocco-rcco-un.html',
    original:
      "Uno di essi non andò mai bene. Dopo un paio di ore di funzionamento si bloccava, per rispristinarne il funzionamento dovevamo staccarne la corrente e riavviarlo, la soluzione durava solo un altro paio di ore.\n\nChiamammo l'installatore che provò a sostituire il gas, ma la situazione non cambiò.\nChiamammo l'assistenza del produttore, che cambio i collegamenti elettrici, ma il risultato non cambiò.",
    language: 'it',
    text: "Uno di essi non andò mai bene. Dopo un paio di ore di funzionamento si bloccava, per rispristinarne il funzionamento dovevamo staccarne la corrente e riavviarlo, la soluzione durava solo un altro paio di ore.\n\nChiamammo l'installatore che provò a sostituire il gas, ma la situazione non cambiò.\nChiamammo l'assistenza del produttore, che cambio i collegamenti elettrici, ma il risultato non cambiò.",
    category: 'elettrodomestici',
    cause:
      "La tenda del balcone era troppo vicina all'unità esterna (motore) e ne ostacolava la ventilazione; facendo funzionare il condizionatore con la tenda alzata il blocco non si è più presentato.",
    keywords: ['unità', 'esterna', 'ventilazione', 'ostruzione', 'tenda'],
  },
  {
    id: 'el-1813',
    source: 'http://www.sgart.it/IT/elettro/riparare-un-ferro-da-stiro/post',
    original:
      "Mi sono capitati due ferri da stiro non funzionanti che presentavano i seguenti sintomi\n  • il ferro si accendeva regolarmente\n  • la caldaia scaldava correttamente l'acqua\n  • quando si premeva il tasto vapore non ne usciva molto\n  • ma soprattutto la piastra del ferro era fredda",
    language: 'it',
    text: "Mi sono capitati due ferri da stiro non funzionanti che presentavano i seguenti sintomi\n  • il ferro si accendeva regolarmente\n  • la caldaia scaldava correttamente l'acqua\n  • quando si premeva il tasto vapore non ne usciva molto\n  • ma soprattutto la piastra del ferro era fredda",
    category: 'elettrodomestici',
    cause:
      "Nella piastra del ferro da stiro con caldaia c'è un fusibile termico che era saltato; sostituito il fusibile (2-5 euro), il ferro ha ripreso a funzionare correttamente.",
    keywords: ['fusibile', 'termico', 'piastra', 'sostituzione', 'ferro'],
  },
  {
    id: 'el-1814',
    source: 'http://morethanknitting.blogspot.com/2018/01/',
    original:
      'Almost as soon as the dryer was working again, the washer decided that it was done spinning the clothes dry and went on strike. I did a quick search online to remind myself what might cause that and was reminded that it might be the drive coupler. I was hoping that would be the problem as it would be a relatively easy fix.\n\nIt wasn’t the drive coupler.',
    language: 'en',
    text: "Appena l'asciugatrice ha ripreso a funzionare, la lavatrice ha deciso che aveva finito di centrifugare i panni e si è messa in sciopero. Ho fatto una ricerca veloce online per ricordarmi cosa potesse causarlo e mi è tornato in mente che poteva essere il giunto di trasmissione. Speravo fosse quello perché sarebbe stata una riparazione abbastanza facile.\n\nNon era il giunto di trasmissione.",
    category: 'elettrodomestici',
    cause:
      "La frizione (clutch) della lavatrice a carica dall'alto era usurata: è stata sostituita e, dopo aver rimontato nel verso giusto l'anello interno della frizione (su consiglio del forum Appliantology), la lavatrice centrifuga di nuovo bene.",
    keywords: ['frizione', 'centrifuga', 'usura', 'sostituzione', 'lavatrice'],
  },
  {
    id: 'el-1815',
    source: 'http://simplykarinco.blogspot.com/2010/11/fixing-it.html',
    original:
      'Sad day: Blow drier stops working one morning. Spend week without blow drying hair. Some questionable hair days.',
    language: 'en',
    text: "Giornata triste: una mattina l'asciugacapelli smette di funzionare. Passo una settimana senza asciugarmi i capelli col phon. Qualche giornata con capelli discutibili.",
    category: 'elettrodomestici',
    cause:
      "L'asciugacapelli è stato smontato, pulito e liberato all'interno e i fili sono stati mossi/sistemati; rimontato, ha ripreso a funzionare.",
    keywords: ['asciugacapelli', 'pulizia', 'fili', 'contatto', 'smontaggio'],
  },
];

import type { RealCase } from './types.ts';

/** Batch 7 of real computer reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-501',
    source: 'http://jon22.net/baaah_ram/index.html',
    original:
      'The Sony Vaio has been my computer of choice for over four years now (…) On the one occassion when I did have to take it to and from my classes for a few days in a row, I then learned of its terrifying, fatal flaw. I was a teaching assistant, and after a few days of acting as the class’s PowerPoint computer, my laptop died. It froze suddenly and without warning, as if someone had hit the pause button, and then did not turn back on. (…) Seven months later (three days ago), the Vaio started exhibiting the same terrifying freezes.',
    language: 'en',
    text: "Il Sony Vaio è il mio computer preferito da più di quattro anni (…) L'unica volta che ho dovuto portarlo avanti e indietro a lezione per qualche giorno di fila, ho scoperto il suo terribile difetto fatale. Facevo l'assistente e, dopo qualche giorno passato a fare da computer per il PowerPoint della classe, il portatile è morto. Si è bloccato all'improvviso e senza preavviso, come se qualcuno avesse premuto pausa, e poi non si è più riacceso. (…) Sette mesi dopo (tre giorni fa), il Vaio ha ricominciato con gli stessi terribili blocchi.",
    category: 'computer',
    cause:
      'Un banco di RAM si era allentato nello slot (per i sobbalzi del trasporto): rimesso al suo posto e premuto bene nello slot, il portatile è tornato a funzionare.',
    keywords: ['ram', 'banco', 'allentato', 'slot', 'reinserito'],
  },
  {
    id: 'pc-502',
    source: 'http://www.chookyfuzzbang.com/2005/11/computer-meltdown.html',
    original:
      "I don't know if my computer not posting today was a good thing or a bad thing. On the downside there isn't a lot of diagnostic activities I can run when the damn thing wouldn't get past it's BIOS startup. On the other hand there isn't much that could have been the cause - bad memory, bad cpu, bad motherboard thingy.",
    language: 'en',
    text: "Non so se il fatto che oggi il mio computer non superasse il POST sia stato un bene o un male. Il lato negativo è che non ci sono molte diagnosi che posso fare quando quel maledetto non va oltre l'avvio del BIOS. D'altra parte non c'è molto che potesse esserne la causa: memoria guasta, CPU guasta, quell'aggeggio della scheda madre guasto.",
    category: 'computer',
    cause:
      'Il modulo di memoria RAM era sepolto sotto la polvere: estratto, pulito e passata una gomma sui contatti, una volta reinserito il computer si è avviato.',
    keywords: ['ram', 'modulo', 'contatti', 'polvere', 'gomma'],
  },
  {
    id: 'pc-503',
    source: 'https://aliquote.org/post/mb-keyboard/',
    original:
      'Last week, I spilled a cup of coffee (sweet, of course) on the keyboard of my Macbook 12″ and I had to spend the rest of the week with an external keyboard. It was a first, in both cases! I already spilled some beer on the function keys a year ago. Apart from a few and less responsive sticky touches it had no other consequences. This time, however, the keyboard simply stopped working, except the power button and the track pad.',
    language: 'en',
    text: "La settimana scorsa ho rovesciato una tazza di caffè (zuccherato, ovviamente) sulla tastiera del mio Macbook 12″ e ho dovuto passare il resto della settimana con una tastiera esterna. Era la prima volta, in entrambi i casi! Un anno fa avevo già versato un po' di birra sui tasti funzione. A parte qualche tasto appiccicoso e meno reattivo non aveva avuto altre conseguenze. Questa volta invece la tastiera ha semplicemente smesso di funzionare, tranne il tasto di accensione e il trackpad.",
    category: 'computer',
    cause:
      'Caffè zuccherato finito sotto i tasti: smontati una dozzina di tasti, puliti tasti, supporti e top case, poi lasciato asciugare tre ore al sole; la tastiera è tornata a funzionare (due tasti freccia sono rimasti morti).',
    keywords: ['tasti', 'caffè', 'pulizia', 'smontati', 'asciugare'],
  },
  {
    id: 'pc-504',
    source: 'http://hirazei.jp/?p=604',
    original:
      '昨日朝にパソコンを立ち上げるとしばらくして突然フリーズ。ん?今までこんなことなかったのに…仕方なく強制電源OFFに。一呼吸おいて電源ONすると通常通り動いたものの、しばらくして再び突然フリーズ。これはヤバイかも?…とりあえず再度電源OFFしてONするか…画面真っ黒のまま。電源は入ってファンが回る音はするが、画面が真っ黒でWindowsは起動していない模様。サブのノートパソコンを使っていろいろ検索すると、メモリの抜き差しやボタン電池を変える等の対策方法が。ふたを開けてみると冷却ファンにホコリがたまっていたのできれいにした後、検索した方法をすべて試したが上手くいかず。',
    language: 'ja',
    text: "Ieri mattina accendo il PC e dopo un po' si blocca all'improvviso. Eh? Non era mai successo… Costretto a spegnerlo forzatamente. Dopo un respiro lo riaccendo e va normalmente, ma dopo un po' si blocca di nuovo all'improvviso. Qui si mette male?… Vabbè, lo spengo e lo riaccendo ancora… lo schermo resta nero. La corrente c'è e si sente la ventola girare, ma lo schermo è nero e Windows pare non partire. Cercando un po' con il portatile di scorta trovo rimedi come togliere e rimettere la memoria o cambiare la batteria a bottone. Aperto il coperchio, la ventola di raffreddamento era piena di polvere e l'ho pulita, poi ho provato tutti i metodi trovati, ma niente da fare.",
    category: 'computer',
    cause:
      'Falso contatto dei banchi di memoria dovuto alla polvere (la RAM non era guasta): avviando con un solo banco dei quattro il PC è ripartito, poi rimontati tutti i banchi funziona di nuovo normalmente.',
    keywords: ['memoria', 'banchi', 'contatto', 'polvere', 'ram'],
  },
  {
    id: 'pc-505',
    source: 'http://ray-fuyuki.air-nifty.com/blog/2006/10/post_fb15.html',
    original:
      '先日からパソコンが異音を立てるようになっていて、あまりにひどくて、さすがにがまん強いおれも夜にはたまらんので、夜中にパソコンを開けて様子を見てみる。ハードディスクから気になるほどの異音がしていたらえらいことだが、「ああ、これはファンだ」とわかっていたので、しばらく放っておいたのだ。(…) パソコンの腹の中を見ながら電源を入れてみると、あきらかにCPUファンから異音がしている。',
    language: 'ja',
    text: "Da qualche giorno il PC ha cominciato a fare un rumore strano, così forte che persino io, che sono paziente, di notte non lo sopportavo più, e a mezzanotte l'ho aperto per vedere com'era. Se il rumore preoccupante fosse venuto dall'hard disk sarebbero stati guai, ma avevo capito «ah, è la ventola», quindi per un po' l'avevo lasciato stare. (…) Accendendolo mentre guardavo dentro la pancia del PC, il rumore veniva chiaramente dalla ventola della CPU.",
    category: 'computer',
    cause:
      'Polvere accumulata sulla ventola della CPU e sul dissipatore: un grumo di polvere sulla cornice della ventola sfregava contro le pale. Pulite a fondo ventola e dissipatore, il PC è tornato molto più silenzioso.',
    keywords: ['ventola', 'polvere', 'pale', 'dissipatore', 'cpu'],
  },
  {
    id: 'pc-506',
    source: 'https://thegrumpygerman.wordpress.com/2011/05/28/swollen-batteries-fuck-up-your-mac/',
    original:
      'For about a year or so I’ve noticed that the mouse button on my Macbook got ‘stuck’, making the cursor jump around, marking text, deleting text, etc., and making working on it a real pain in the butt.',
    language: 'en',
    text: 'Da circa un anno ho notato che il tasto del mouse del mio Macbook si era «incastrato», facendo saltare il cursore qua e là, selezionando testo, cancellando testo, ecc., e rendendo lavorarci una vera rottura.',
    category: 'computer',
    cause:
      'La batteria si era gonfiata e premeva da sotto sul tasto del trackpad tenendolo sempre premuto; tolta la batteria (visibilmente gonfia), il tasto ha ripreso a funzionare e a fare clic.',
    keywords: ['batteria', 'gonfia', 'trackpad', 'tasto', 'premeva'],
  },
  {
    id: 'pc-507',
    source: 'http://huaweihengxin.com/news/details-6.html',
    original:
      'I have an Acer 48x drive, usual normal, one day while watching the VCD because noticed dirt on the VCD, use cotton wipe, then put into the CD drive, but after running for a few seconds, the computer crashes, the optical drive does not eject, led long off. Restart your computer, enter the program manager, click the drive letter, nothing happens, restart several times, the fault still.',
    language: 'en',
    text: "Ho un lettore Acer 48x, di solito normale; un giorno, guardando un VCD, ho notato dello sporco sul disco, l'ho pulito con il cotone e poi l'ho messo nel lettore CD, ma dopo qualche secondo il computer si blocca, il lettore non espelle, il led resta spento. Riavvio il computer, entro in gestione risorse, clicco sulla lettera dell'unità, non succede niente; riavvio diverse volte, il guasto resta.",
    category: 'computer',
    cause:
      "Un filo di cotone rimasto sul disco (pulito con il batuffolo e l'alcol) era entrato nel lettore e si era avvolto sull'ingranaggio della slitta della testina laser, bloccandola; tolto il filo, tutto funziona normalmente.",
    keywords: ['filo', 'cotone', 'ingranaggio', 'testina', 'laser', 'bloccata'],
  },
  {
    id: 'pc-508',
    source: 'http://dlya59.blogspot.com/2025/05/message-derreur-au-demarrage-de-mon.html',
    original:
      "J'ai eu peur d'avoir perdu mon ordinateur et donc quelques données car mes sauvegardes n'étaient pas à jour depuis ... quelques mois ! Voici le message qui s'est affiché au démarrage de mon ordinateur : J'ai parcouru tous les paramètres à la recherche d'une piste ... la lange par défaut était l'anglais, la date était un 1er janvier, l'heure à 00-00-00 comme si tout avait été remis à zéro. J'ai changé un paramètre de démarrage, et ça a fonctionné. (…) Échec avec le même message, j'ai changé un autre paramètre et le PC a démarré.",
    language: 'fr',
    text: "Ho avuto paura di aver perso il computer e quindi un po' di dati, perché i miei backup non erano aggiornati da... qualche mese! Ecco il messaggio che è comparso all'avvio del computer: ho passato in rassegna tutte le impostazioni cercando un indizio... la lingua predefinita era l'inglese, la data era un 1° gennaio, l'ora 00-00-00, come se fosse stato tutto azzerato. Ho cambiato un'impostazione di avvio e ha funzionato. (…) Di nuovo errore con lo stesso messaggio, ho cambiato un'altra impostazione e il PC è partito.",
    category: 'computer',
    cause:
      'La pila a bottone CR2032 della scheda madre (che conserva le impostazioni del BIOS, data e ora) era scarica: sostituita la pila e reimpostati lingua, data e ora nel BIOS, il PC si avvia normalmente.',
    keywords: ['pila', 'bottone', 'bios', 'cmos', 'scarica', 'sostituita'],
  },
  {
    id: 'pc-509',
    source: 'https://blog.bibra.eu/2008/07/16/die-wunder-tastatur',
    original:
      'Neulich hatte ich es ja mal wieder geschafft, die Tastatur von meinem Notebook außer Gefecht zu setzen. Gut, so schlimm wie beim vorherigen Mal vor ein paar Jahren war es nicht, denn nur eine einzige Taste hat die Arbeit verweigert, aber trotzdem blieb mir nichts anderes übrig als erstma die nur notdürftig reparierte und etwas klappernde Originaltastatur wieder einzusetzen, damit der Laptop überhaupt wieder benutzbar war.',
    language: 'de',
    text: "Di recente ero riuscito di nuovo a mettere fuori uso la tastiera del mio notebook. Va be', non era grave come la volta precedente qualche anno fa, perché solo un singolo tasto si rifiutava di funzionare, ma comunque non mi è rimasto altro che rimontare per il momento la tastiera originale, riparata alla buona e un po' traballante, per poter almeno usare il portatile.",
    category: 'computer',
    cause:
      'Sporco tra gli strati della membrana (pellicole) sotto i tasti: tolti tutti i tasti con le loro delicate levette di plastica, puliti con cura gli strati di pellicola e rimontato tutto, la tastiera funziona di nuovo perfettamente.',
    keywords: ['tastiera', 'membrana', 'pellicole', 'sporco', 'pulizia'],
  },
  {
    id: 'pc-510',
    source:
      'https://notebook-doktor.de/2011/08/reparaturkosten-gespart-durch-neuen-ic-chip-anstatt-eines-mainboard-tausches-hp-pavilion-dv7-1105eg',
    original:
      'Ein Kunde hatte ein HP Pavilion dv7-1105eg mit folgender Fehlerbeschreibung zur Reparatur zu uns eingesendet: Gerät wird heiß, Lüfter läuft nicht.',
    language: 'de',
    text: 'Un cliente ci ha mandato in riparazione un HP Pavilion dv7-1105eg con questa descrizione del guasto: il dispositivo diventa caldo, la ventola non gira.',
    category: 'computer',
    cause:
      'La ventola era stata danneggiata da un precedente tentativo di riparazione ed era intasata di polvere; il chip IC di controllo della ventola sulla scheda madre si era bruciato per sovraccarico. Saldato un nuovo chip IC e montata una ventola originale nuova, il guasto è risolto.',
    keywords: ['ventola', 'chip', 'bruciato', 'scheda', 'polvere', 'sostituita'],
  },
  {
    id: 'pc-511',
    source:
      'https://notebook-doktor.de/2011/07/notebook-msi-megabook-gx-700-ms-1719-schaltet-sich-im-laufenden-betrieb-einfach-aus',
    original:
      'Wieder mal kommt ein Notebook mit der Fehlerbeschreibung in die Werkstatt: Notebook schaltet sich im laufenden Betrieb einfach aus. Nach dem Zerlegen des Gerätes, muß unser Werkstattleiter Hr. Thomas Zepf feststellen, dass nicht wie sonst ülich verschmutzte Lüfter bzw. Kühler die Ursache für den Fehler ist. Also sucht der Notebook Techniker weiter. Offensichtliche äußere Mängel am Notebook Mainboard oder auch am CPU Kühler sind nicht zu sehen. Auch die VGA-Card zeigt keine defekten Bauteile oder Spuren einer zu höhen Wärmentwicklung.',
    language: 'de',
    text: 'Ancora una volta arriva in laboratorio un notebook con questa descrizione del guasto: il notebook si spegne da solo mentre lo si usa. Dopo averlo smontato, il nostro capo officina Thomas Zepf deve constatare che la causa non sono, come al solito, ventola o dissipatore sporchi. Quindi il tecnico continua a cercare. Sulla scheda madre del notebook o sul dissipatore della CPU non si vedono difetti evidenti. Anche la scheda video non mostra componenti difettosi né segni di calore eccessivo.',
    category: 'computer',
    cause:
      'La heatpipe del dissipatore della scheda video aveva perso il gas interno e non portava più via il calore, quindi il notebook si spegneva per protezione da surriscaldamento; sostituita la heatpipe, ha retto ore di test sotto carico senza spegnersi.',
    keywords: ['heatpipe', 'dissipatore', 'gas', 'surriscaldamento', 'sostituita'],
  },
  {
    id: 'pc-512',
    source: 'https://g-weblog.blogspot.com/2010/03/un-connettore-scrauso-in-un-buon.html',
    original:
      "Si tratta di un PC Portatile. Un semplicissimo laptop che ha un problema al connettore di alimentazione: in pratica balla, e l'alimentatore fa falso contatto e non è in grado di tenere per bene la batteria sotto carica.",
    language: 'it',
    text: "Si tratta di un PC Portatile. Un semplicissimo laptop che ha un problema al connettore di alimentazione: in pratica balla, e l'alimentatore fa falso contatto e non è in grado di tenere per bene la batteria sotto carica.",
    category: 'computer',
    cause:
      'Il connettore di alimentazione (DC jack) sulla scheda si era allentato e ballava: smontato tutto il portatile, è stato fissato con colla a caldo dietro e colla vinilica tutto intorno, eliminando il falso contatto.',
    keywords: ['connettore', 'alimentazione', 'jack', 'allentato', 'colla', 'fissato'],
  },
  {
    id: 'pc-513',
    source: 'https://www.pallequadre.com/2018/12/pc-non-avvia-ma-tutti-pezzi-funzionano.html',
    original:
      'Immagina di aver scelto con cura ogni componente: Scheda madre compatibile con la CPU. RAM ad alta frequenza per migliori prestazioni. Scheda grafica funzionante. Ma quando accendi il PC… nulla. Nessun POST, nessun bip, nessun segnale video. In questi casi, la prima ipotesi è pensare che la scheda madre sia difettosa. Così la sostituisci. Ancora nulla. Pensi allora alla CPU, la cambi. Nessun segnale. Provi un’altra scheda video, ma il problema persiste. A questo punto, l’unica soluzione logica è testare ogni componente su un altro PC, e qui arriva la sorpresa: tutto funziona.',
    language: 'it',
    text: 'Immagina di aver scelto con cura ogni componente: Scheda madre compatibile con la CPU. RAM ad alta frequenza per migliori prestazioni. Scheda grafica funzionante. Ma quando accendi il PC… nulla. Nessun POST, nessun bip, nessun segnale video. In questi casi, la prima ipotesi è pensare che la scheda madre sia difettosa. Così la sostituisci. Ancora nulla. Pensi allora alla CPU, la cambi. Nessun segnale. Provi un’altra scheda video, ma il problema persiste. A questo punto, l’unica soluzione logica è testare ogni componente su un altro PC, e qui arriva la sorpresa: tutto funziona.',
    category: 'computer',
    cause:
      'Incompatibilità della RAM: la scheda madre Gigabyte B450M DS3H non si avvia con moduli RAM Dual Rank oltre i 2400 MHz (a 2666 MHz nessun POST); montando RAM a 2400 MHz il sistema parte.',
    keywords: ['ram', 'incompatibilità', 'frequenza', 'moduli', 'rank'],
  },
  {
    id: 'pc-514',
    source: 'http://salamander-yi.air-nifty.com/heart/2022/03/post-7aceac.html',
    original:
      '3/16(水)に発生した地震を境に、USB接続の外付けハードディスク(以下、HDと記す)が、不調に陥った。パソコンが、HDを認識しなくなってしまったのだ。現在、HDはバックアップだけに使っているが、ないとやはり困る。不調の原因は、停電により、HDの電源が、いきなり落ちた事が考えられる。しかし、深夜で動いてなかったはずだが。',
    language: 'ja',
    text: "Dal terremoto di mercoledì 16/3, l'hard disk esterno collegato via USB (d'ora in poi HD) ha cominciato a fare i capricci. Il PC non riconosceva più l'HD. Adesso lo uso solo per i backup, ma senza è comunque un problema. La causa potrebbe essere che, col blackout, l'alimentazione dell'HD sia saltata di colpo. Però era notte fonda e non doveva essere in funzione.",
    category: 'computer',
    cause:
      "Non era guasto l'hard disk ma l'hub USB attraverso cui era collegato (probabilmente danneggiato dallo sbalzo di tensione): collegato l'HD direttamente al PC e riavviato, l'hard disk viene di nuovo riconosciuto.",
    keywords: ['hub', 'usb', 'guasto', 'diretto', 'collegato'],
  },
  {
    id: 'pc-515',
    source: 'https://bronski.net/2007/10/30/inverter',
    original:
      'Letzten Samstag blieb auf einmal mein MacBook Pro dunkel. Genau genommen war es schon ein paar Tage vorher dunkel geblieben, nur hatte ich in dem Moment keine Zeit, danach zu sehen, und 10 Minuten später war der Bildschirm dann wieder hell. Samstag aber blieb er dunkel. Das TFT selber funktionierte noch, soviel konnte man sehen, im Gegenlicht, wenn von hinten Licht durch das Apfelloch fiel. (…) Auch, dass hin und wieder mal mein Bildschirm kurz, für ungefähr 1 Sekunde, aufflackerte, wenn ich den Rechner aufweckte.',
    language: 'de',
    text: "Sabato scorso il mio MacBook Pro è rimasto all'improvviso buio. A dire il vero era già rimasto buio qualche giorno prima, solo che in quel momento non avevo tempo di guardarci, e 10 minuti dopo lo schermo era di nuovo luminoso. Sabato però è rimasto buio. Il pannello TFT in sé funzionava ancora, questo si vedeva, in controluce, quando dal retro entrava luce dal buco della mela. (…) E anche che ogni tanto lo schermo si accendeva per un attimo, per circa 1 secondo, quando risvegliavo il computer.",
    category: 'computer',
    cause:
      "Era guasto l'inverter della retroilluminazione (surriscaldato, con la pellicola bruciacchiata e bucata): sostituito dal centro assistenza Apple, lo schermo è tornato a illuminarsi.",
    keywords: ['inverter', 'retroilluminazione', 'guasto', 'bruciato', 'sostituito'],
  },
  {
    id: 'pc-516',
    source:
      'https://thinkpad-forum.de/threads/ideapad-l340-15iwl-l%C3%B6schtaste-bet%C3%A4tigt-sich-selbst.243312/post-2429897',
    original:
      'Ich helfe gerade meiner Tante bei ihrem Ideapad L340 15IWL. (…) Start in den BIOS. Versuch ein Adminpasswort zu setzen. Eingabe mit der Tastatur funktioniert völlig einwandfrei. (…) Start von Win 11. Versuch die PIN im Loginfeld einzugeben. Direkt nach Eingabe einer Ziffer, bewegt sich der Cursor nach links, als ob die Löschtaste betätigt wird. (…) System komplett neu aufsetzen vom Stick. (…) Keine Änderung. (…) Löschtaste an allen 4 Kanten leicht anheben und kräftig mit Druckluftspraydose reinpusten. Resultat: Geht für einige Stunden. Dann tritt der Effekt wieder auf.',
    language: 'de',
    text: "Sto aiutando mia zia con il suo Ideapad L340 15IWL. (…) Avvio nel BIOS. Provo a impostare una password di amministratore. L'inserimento con la tastiera funziona perfettamente. (…) Avvio di Win 11. Provo a inserire il PIN nel campo di accesso. Subito dopo aver digitato una cifra, il cursore si sposta a sinistra, come se venisse premuto il tasto Backspace. (…) Reinstallato il sistema da zero dalla chiavetta. (…) Nessun cambiamento. (…) Sollevato leggermente il tasto Backspace su tutti e 4 i lati e soffiato forte dentro con la bomboletta di aria compressa. Risultato: va per qualche ora. Poi l'effetto si ripresenta.",
    category: 'computer',
    cause:
      'Tastiera interna difettosa (il tasto Backspace si attivava da solo): smontato il fondo, scollegato il cavo flat della tastiera interna, isolatone il terminale con nastro adesivo e usata una tastiera esterna; il problema è sparito.',
    keywords: ['tastiera', 'tasto', 'difettosa', 'cavo', 'scollegato'],
  },
  {
    id: 'pc-517',
    source: 'https://tw1l1ght.wordpress.com/2009/10/18/una-prova-contro-la-scaramanzia/',
    original:
      'Praticamente è successo quanto segue: ho un PC che funge da piccolo server multimediale (…) che è soggetto a correnti d’aria elevate (…). Un giorno, verso i primi d’agosto, inserisco una chiavetta USB in una porta situata sulla parte frontale del case (…) e XP inizia a dare problemi: non riconosce la chiavetta USB, “Periferica USB non riconosciuta”. Anzi, mi disattiva tutte le porte USB, rendendo inutilizzabile il mio set di tastiera + mouse (…). XP, dopo 1-2 minuti di avvisi di “Periferica USB non riconosciuta”, andava in crash con tanto di BSOD (DRIVER_IRQL_NOT_LESS_OR_EQUAL).',
    language: 'it',
    text: 'Praticamente è successo quanto segue: ho un PC che funge da piccolo server multimediale (…) che è soggetto a correnti d’aria elevate (…). Un giorno, verso i primi d’agosto, inserisco una chiavetta USB in una porta situata sulla parte frontale del case (…) e XP inizia a dare problemi: non riconosce la chiavetta USB, “Periferica USB non riconosciuta”. Anzi, mi disattiva tutte le porte USB, rendendo inutilizzabile il mio set di tastiera + mouse (…). XP, dopo 1-2 minuti di avvisi di “Periferica USB non riconosciuta”, andava in crash con tanto di BSOD (DRIVER_IRQL_NOT_LESS_OR_EQUAL).',
    category: 'computer',
    cause:
      'Polvere accumulata nelle porte USB frontali (senza protezione, con il PC esposto a forti correnti d’aria): tolta la polvere dalle porte, il problema è sparito.',
    keywords: ['polvere', 'porte', 'usb', 'frontali', 'pulizia'],
  },
  {
    id: 'pc-518',
    source: 'https://hronia.blogalia.com/historias/19316',
    original:
      'Ayer por la tarde, el ordenador no arrancó. Pasados los primeros momentos de pánico (no pudo ser la tormenta, no pudo ser la tormenta...) desmonté el equipo y analicé la situación. El ordenador hacía el amago de arrancar y, al cabo de uno o dos segundos, se apagaba. Más concretamente, se activaban los ventiladores de caja y CPU, y los discos duros comenzaban su giro habitual justo antes de que todo se apagara. Tras esto tenía que desenchufar la fuente y volver a enchufarla para que el botón de encendido del ordenador funcionase otra vez.',
    language: 'es',
    text: "Ieri pomeriggio il computer non è partito. Passati i primi momenti di panico (non può essere stato il temporale, non può essere stato il temporale...) ho smontato il PC e ho analizzato la situazione. Il computer faceva per partire e dopo uno o due secondi si spegneva. Più precisamente, si avviavano le ventole del case e della CPU, e gli hard disk cominciavano a girare come al solito, proprio prima che si spegnesse tutto. Dopo di che dovevo staccare e riattaccare l'alimentatore perché il pulsante di accensione funzionasse di nuovo.",
    category: 'computer',
    cause:
      "Il disco rigido comprato da poco era guasto (problema elettrico) e mandava in protezione l'alimentatore: staccando i componenti uno alla volta si è visto che il PC non partiva solo con quel disco collegato; scollegato il disco, il PC si avvia.",
    keywords: ['disco', 'rigido', 'guasto', 'alimentatore', 'scollegato'],
  },
];

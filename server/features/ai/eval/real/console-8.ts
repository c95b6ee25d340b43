import type { RealCase } from './types.ts';

/** Batch 8 of real console reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-601',
    source: 'https://saturnia.ch/reparaturen/history.html',
    original:
      'Retro Gamer Paradise hat vor längerer Zeit von mittlerweile unbekannter Herkunft eine defekte Sega Mega Drive 2 Konsole erstanden. Die Konsole funktionierte grundsätzlich, gab jedoch kein richtiges Bild an den Fernseher ab. Das Spiel Sonic 1 sah dann so aus:',
    language: 'de',
    text: "Retro Gamer Paradise tempo fa ha comprato, da chissà dove (ormai non si sa più), una Sega Mega Drive 2 difettosa. La console in pratica funzionava, però al televisore non arrivava un'immagine giusta. Il gioco Sonic 1 si vedeva così:",
    category: 'console',
    cause:
      'Il guasto era nella RAM del chip grafico (VRAM): sostituiti i due chip di RAM da 32KB, la console è tornata a funzionare perfettamente.',
    keywords: ['ram', 'vram', 'chip', 'grafico', 'memoria', 'sostituiti'],
  },
  {
    id: 'co-602',
    source: 'http://freezerdev.blogspot.com/2012/02/project-genesis-repair.html',
    original:
      'The first step in Project Genesis is to try and repair it. After all, if I can\'t repair it what good would it do to perform maintenance or "mod" it? Right away I know I will need a new power cord as the power cord that came with the system was cut. For testing purposes I can use my bench power supply. Before I even try and power it up, I opened the console and immediately found additional problems.',
    language: 'en',
    text: 'Il primo passo del Progetto Genesis è provare a ripararlo. Alla fine, se non riesco a ripararlo, a che serve fargli manutenzione o modificarlo? Già so che mi servirà un cavo di alimentazione nuovo, perché quello che era con la console era tagliato. Per le prove posso usare il mio alimentatore da banco. Prima ancora di provare ad accenderlo ho aperto la console e ho trovato subito altri problemi.',
    category: 'console',
    cause:
      "Piste della scheda bruciate: due sotto, proprio dove entra l'alimentazione, e due sopra, vicino all'interruttore (probabilmente per un alimentatore sbagliato, polarità o tensione). Riparate saldando i fili di alimentazione sul primo componente dopo l'interruzione e con ponticelli di filo: la console ha funzionato al primo colpo.",
    keywords: ['piste', 'bruciate', 'alimentazione', 'ponticelli', 'saldatura', 'scheda'],
  },
  {
    id: 'co-603',
    source: 'https://elotrolado.net/hilo_resucitada-y-asombrandome_1181412',
    original:
      'el otro día mi DC dejó de leer, de hecho no leía una sola copia y los originales los leía a la de 2 o 3 intentos y al cabo de un minuto se reseteaba. Pedí ayuda a un par de usuarios que me recomendaron tutoriales, me ofrecí a pagarles por el arreglo ya que prefería no tocar algo que desconozco... pero ya que me aconsejaban intentarlo, me puse a ello con extremo cuidado. Me prestaron un polímetro que no me sirvió de nada',
    language: 'es',
    text: "l'altro giorno la mia DC ha smesso di leggere, anzi non leggeva neanche una copia e gli originali li leggeva al secondo o terzo tentativo e dopo un minuto si resettava. Ho chiesto aiuto a un paio di utenti che mi hanno consigliato dei tutorial, mi sono offerto di pagarli per la riparazione perché preferivo non toccare una cosa che non conosco... ma visto che mi consigliavano di provarci, mi ci sono messo con estrema attenzione. Mi hanno prestato un tester che non mi è servito a niente",
    category: 'console',
    cause:
      'Alla fine ha solo stretto (girato) la vite di regolazione del lettore indicata nei tutorial, cioè la regolazione del laser del lettore GD-ROM: la Dreamcast è resuscitata e legge di nuovo tutto.',
    keywords: ['vite', 'lettore', 'laser', 'regolazione', 'calibrazione', 'stretta'],
  },
  {
    id: 'co-604',
    source: 'https://24recommend.com/urawaza/7035.html',
    original:
      '久々にWiiをやろうとスイッチを入れてみると、まったく動作しません。起動しないどころか、なんとなく通電すらしていない様子。そこで、とりあえずはルーターやモデムなどの不調解消法でもある、「コンセントから抜いて1分以上待ってみる」をやってみることに。でも、やはり反応はなし・・・。うーん。久々のプレイだし、背面はセキセイインコの羽根が結構落ちているしで、環境がよくないのは認めますが、いくらなんでも通電すらしないというのは、どことなく意図的な感じ。',
    language: 'ja',
    text: "Volevo rigiocare alla Wii dopo tanto tempo e l'ho accesa, ma non funziona per niente. Altro che non si avvia, sembra che non arrivi nemmeno la corrente. Allora intanto ho provato il classico rimedio anche per router e modem, \"staccarla dalla presa e aspettare più di un minuto\". Ma niente, nessuna reazione... Mah. È tanto che non ci gioco e dietro ci sono un bel po' di piume del pappagallino, ammetto che l'ambiente non è il massimo, ma che non arrivi proprio corrente sembra quasi una cosa voluta.",
    category: 'console',
    cause:
      "Su indicazione dell'assistenza Nintendo ha staccato tutti i cavi (alimentazione, sensor bar, uscita video) e ha lasciato la Wii scollegata a lungo (circa un'ora, almeno 5 minuti): ricollegata, si è riaccesa. Era una specie di blocco dell'alimentazione sbloccato scollegando tutto, non un guasto.",
    keywords: ['cavi', 'scollegare', 'staccare', 'alimentazione', 'blocco', 'reset'],
  },
  {
    id: 'co-605',
    source: 'https://famicon-meisaku.som4.net/ps3controller-reset.html',
    original:
      '先日、PS3のコントローラーが誤動作で勝手に動き出してゲームどころではなくなったので (…) もともと私の中古で購入したPS3は、操作していないのに勝手に動く事がたまにありましたが、本当にたまになので気に留めていませんでした。しかし、予備用で中古のコントローラーを購入した時にUSBケーブルは換えずに動作確認をするためにコントローラーのみを交換したら手が付けられないくらいに勝手に動くようになりました。',
    language: 'ja',
    text: "L'altro giorno il controller della PS3 per un malfunzionamento ha cominciato a muoversi da solo e non si riusciva più a giocare (…) La mia PS3, presa usata, già ogni tanto si muoveva da sola senza che toccassi niente, ma succedeva proprio di rado e non ci facevo caso. Però quando ho comprato un controller usato di scorta e, per provarlo, ho cambiato solo il controller senza cambiare il cavo USB, ha cominciato a muoversi da solo in modo ingestibile.",
    category: 'console',
    cause:
      'Non era un guasto dello stick: il problema è sparito facendo il reset del controller (procedura di ripristino partendo con il controller collegato alla PS3 via cavo USB e poi passando al wireless); dopo il reset i movimenti da soli sono cessati.',
    keywords: ['reset', 'resettare', 'controller', 'ripristino', 'procedura', 'ripristinare'],
  },
  {
    id: 'co-606',
    source: 'http://www.forum.retrogaming.fr/viewtopic.php?p=307384',
    original:
      "Ayant eu enfin un peu de temps pour jouer à Rockman 7, je branche la Super Famicom et me rend compte que le son ne sort pas en stéréo. J'essaye multiples réglages et autres branchements, rien ne change.",
    language: 'fr',
    text: "Finalmente avevo un po' di tempo per giocare a Rockman 7, collego il Super Famicom e mi accorgo che l'audio non esce in stereo. Provo varie impostazioni e altri collegamenti, non cambia niente.",
    category: 'console',
    cause: 'Non era la console: era il cavo (AV) che aveva un falso contatto.',
    keywords: ['cavo', 'falso', 'contatto', 'av', 'connettore', 'collegamento'],
  },
];

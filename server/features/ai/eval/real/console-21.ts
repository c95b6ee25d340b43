import type { RealCase } from './types.ts';

/**
 * Batch 21 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2101',
    source:
      'https://github.com/greguz/personal-blog/blob/25f663462769c39986832edcd6fe47c298f0e64d/content/posts/2025/ds4-gulikit/index.md',
    original:
      "Coming from the split-screen era (AKA anything before Playstation 4 and Xbox One) I also bought a second controller. A red one! Just to confortably play as Dante throughout the whole game.\n\nWhat I wasn't expecting was the whole modern-era controller drift saga...",
    language: 'en',
    text: "Venendo dall'epoca dello split-screen (cioè tutto quello che c'era prima di Playstation 4 e Xbox One) mi ero preso anche un secondo controller. Uno rosso! Giusto per giocare comodo con Dante per tutto il gioco.\n\nQuello che non mi aspettavo era tutta la saga del drift dei controller moderni...",
    category: 'console',
    cause:
      'Gli stick analogici del DualShock 4 usano potenziometri a pista di carbonio che si consumano e fanno derivare lo stick; dissaldati e sostituiti con stick a effetto Hall (GuliKit), il drift è sparito.',
    keywords: ['stick', 'potenziometro', 'usura', 'sostituzione', 'saldatura', 'drift'],
  },
  {
    id: 'co-2102',
    source:
      'https://github.com/rghedin/rodrigoghedin/blob/97535122430eaff94b644410fc037abdd62c4af0/_posts/2012/2012-08-29-consertar-controle-de-xbox-360.md',
    original:
      'Eu não sei se é a minha mão pesada, se a transpiração, se o meu controle é "alternativo" ou se o material da alavanca é ruim mesmo, mas a da esquerda se despedaçou após muitas partidas de _FIFA_.',
    language: 'pt',
    text: 'Non so se è colpa della mia mano pesante, del sudore, se il mio controller è "non originale" o se proprio il materiale della levetta fa schifo, ma quella di sinistra si è sbriciolata dopo un sacco di partite a _FIFA_.',
    category: 'console',
    cause:
      "Il cappuccio in plastica della levetta analogica sinistra del controller Xbox 360 si era consumato e rotto; aperto il controller con un cacciavite Torx con foro (c'è una vite nascosta sotto l'etichetta nel vano batterie) e sostituita la levetta/scocca con ricambi, il controller è tornato come nuovo.",
    keywords: ['levetta', 'analogica', 'cappuccio', 'sostituzione', 'ricambio', 'torx'],
  },
  {
    id: 'co-2103',
    source:
      'https://github.com/lugerius/lugerius.github.io/blob/51f19f149e8efaeabd1428829a26901b246e99f9/_posts/01.inicio/01.consolas/02.reparacion-nintendo-wii-u-falla-de-video-hdmi/blog.es.md',
    original:
      'La consola comenzó a perder la señal de video HDMI gradualmente, iniciando por pequeños lapsos de menos de 1 segundo, para terminar por perderla completamente, mostrando únicamente pantalla negra en la TV.  También hemos notado que la falla no se presenta en la salida de video analógico (YPbPr - video componente) ni tampoco en la pantalla del gamepad Wii U.',
    language: 'es',
    text: "La console ha cominciato a perdere il segnale video HDMI poco a poco: prima piccoli buchi di meno di un secondo, poi alla fine lo perdeva del tutto e sulla TV c'era solo schermo nero. Abbiamo anche notato che il problema non c'è sull'uscita video analogica (YPbPr - component) e nemmeno sullo schermo del gamepad Wii U.",
    category: 'console',
    cause:
      "Una delle bobine di filtro di modo comune (common mode choke, CM8) tra il chip HDMI Panasonic e la porta HDMI era interrotta (nessuna continuità su un pin); sostituita la bobina (anche una da PS4 Pro va bene), l'HDMI funziona senza interruzioni. Una bobina analoga (CM10) sulla linea del lettore ottico causava anche l'errore 160-1400.",
    keywords: ['bobina', 'filtro', 'continuità', 'hdmi', 'sostituzione', 'saldatura'],
  },
  {
    id: 'co-2104',
    source:
      'https://github.com/lugerius/lugerius.github.io/blob/51f19f149e8efaeabd1428829a26901b246e99f9/_posts/01.inicio/01.consolas/03.reparacion-nintendo-64-reseteo-aleatorio/blog.es.md',
    original: 'El sistema se reinicia aleatoriamente durante el juego.',
    language: 'es',
    text: 'La console si riavvia a caso mentre sto giocando.',
    category: 'console',
    cause:
      "Contatti sporchi/ossidati: l'interruttore di accensione aveva le lamelle di rame sporche e corrose, più sporco sul tasto reset e sullo slot delle cartucce; dissaldato e pulito l'interruttore, puliti reset e slot con alcol isopropilico e aggiunta pasta termica tra i dissipatori, la console non si è più riavviata.",
    keywords: ['interruttore', 'contatti', 'ossidazione', 'pulizia', 'alcol', 'slot'],
  },
  {
    id: 'co-2105',
    source:
      'https://github.com/lugerius/lugerius.github.io/blob/51f19f149e8efaeabd1428829a26901b246e99f9/_posts/01.inicio/01.consolas/05.reparacion-sega-cd-problema-para-abrir-la-bandeja/blog.es.md',
    original: "No abre la bandeja o charola para recibir cd's",
    language: 'es',
    text: 'Il cassetto per i CD non si apre.',
    category: 'console',
    cause:
      'La cinghia di gomma che muove gli ingranaggi del cassetto si era deformata e aveva perso elasticità, quindi slittava; sostituita con una cinghia nuova della misura giusta, il cassetto si apre, resta chiuso e il disco viene letto subito.',
    keywords: ['cinghia', 'gomma', 'elasticità', 'sostituzione', 'cassetto', 'ingranaggi'],
  },
  {
    id: 'co-2106',
    source:
      'https://github.com/chesterbr/chesterbr.github.io/blob/07828cbc2bc9cdc3786effb99aae17fca70e27ea/_posts/2019-07-06-fixing-loose-nintendo-switch-joycon.md',
    original:
      "The Nintendo Switch is surprisingly sturdy, but this is a common problem: joy-cons that still click (and oh, how I _love_ [that click](https://www.youtube.com/watch?v=JFu6l6Gqh7o)) and snap to the console, but slide off when they shouldn't (e.g., right in the middle of an online game match).",
    language: 'en',
    text: 'La Nintendo Switch è sorprendentemente robusta, ma questo è un problema comune: i joy-con che fanno ancora clic (e oh, quanto _adoro_ [quel clic](https://www.youtube.com/watch?v=JFu6l6Gqh7o)) e si agganciano alla console, ma poi si sfilano quando non dovrebbero (tipo proprio in mezzo a una partita online).',
    category: 'console',
    cause:
      "Il gancetto di plastica (latch) che blocca il Joy-Con sulla guida della console si era consumato con l'uso; aperto il Joy-Con e sostituito il gancetto con uno di metallo (riutilizzando la molla), ora il Joy-Con resta ben fermo e si sfila solo premendo il pulsante di sgancio.",
    keywords: ['gancio', 'usura', 'plastica', 'sostituzione', 'metallo', 'molla'],
  },
  {
    id: 'co-2107',
    source:
      'https://github.com/XinyuuM/Cocomoedocs/blob/1474f7e8363d49cef247e5b43f439e7dacdebcef/blog/2024-3-7-Pro%E6%89%8B%E6%9F%84%E7%BB%B4%E4%BF%AE%E8%AE%B0%E5%BD%95/index.md',
    original:
      '近期Pro手柄的右摇杆有点不太老实。本来打算寄售后，看订单发现刚好过保两个月。\n\n过保后的配件维修价格高的离谱，家境贫寒只好自己动手。',
    language: 'zh',
    text: "Ultimamente lo stick destro del mio Pro Controller non sta più tanto fermo. Volevo mandarlo in assistenza, ma guardando l'ordine ho scoperto che la garanzia era scaduta da giusto due mesi.\n\nFuori garanzia i ricambi costano un'esagerazione, e siccome sono al verde mi tocca arrangiarmi da solo.",
    category: 'console',
    cause:
      'Lo stick analogico destro driftava perché dentro al modulo era entrata polvere; aperto il controller (retro, batteria, piastra frontale con il flat) e tolta la polvere dallo stick, rimontato tutto il problema è sparito.',
    keywords: ['stick', 'polvere', 'pulizia', 'drift', 'smontaggio'],
  },
  {
    id: 'co-2108',
    source:
      'https://github.com/elmagnificogi/elmagnificogi.github.io/blob/0dfd24501546016f8b596514c5a3006f535a2751/_posts/2023-05-20-Switch-Pro-Controller-Update.md',
    original:
      '好久之前pro手柄连接PC以后，指针就开始自动移动了，其实买来都没咋用过，五六年了基本都天天吃灰，电池也不行了，索性一起换了。\n\n- 可恶，影响我玩塞尔达，关键时刻自动移动',
    language: 'zh',
    text: "Già da un pezzo, quando collegavo il Pro Controller al PC, il puntatore cominciava a muoversi da solo. In realtà da quando l'ho comprato l'ho usato pochissimo, in cinque o sei anni è stato praticamente sempre a prendere polvere, e anche la batteria non tiene più, quindi tanto vale cambiare tutto insieme.\n\n- Maledizione, mi rovina le partite a Zelda, si muove da solo proprio nei momenti decisivi",
    category: 'console',
    cause:
      'I moduli joystick (potenziometri) erano usurati e causavano il drift; dissaldati con aria calda e sostituiti con joystick nuovi (attenzione a comprare il tipo con ritorno al centro giusto), il drift è sparito e la zona morta è scesa da oltre il 50% a circa il 30%. Sostituita anche la batteria esausta.',
    keywords: ['joystick', 'usura', 'dissaldatura', 'sostituzione', 'drift', 'batteria'],
  },
];

// The safety warnings of the knowledge base, written once (issue 24): an entry lists the ones its repair
// needs, most important first. Warnings the story itself triggers (a smell of gas, a swollen battery) are
// added by engine/safety.ts.

// Mains, water and weight: household appliances.
export const UNPLUG = 'Stacca la spina prima di ogni intervento.';
export const UNPLUG_FIXED =
  'Stacca la spina (o l’interruttore sul quadro, se è collegato fisso) prima di ogni intervento.';
export const UNPLUG_WATER = 'Stacca la spina e chiudi il rubinetto dell’acqua prima di ogni intervento.';
export const BREAKER =
  'Se l’apparecchio è collegato fisso (forno, piano cottura), spegni il suo interruttore sul quadro elettrico prima di aprirlo.';
export const WATER = 'Nel filtro e nei tubi resta acqua, anche calda: metti stracci e una bacinella bassa.';
export const HEAVY = 'L’apparecchio pesa molto: fatti aiutare per spostarlo o inclinarlo.';
export const WASHER_HEAVY = 'La lavatrice pesa più di 60 kg: fatti aiutare per spostarla o inclinarla.';
export const HOT =
  'Aspetta che l’apparecchio sia freddo: vetri, resistenze, piastre e acqua possono ustionare.';
export const PYROLYSIS_HOT =
  'Dopo una pirolisi il forno resta a temperature altissime per molto tempo: non forzare la porta.';
export const BOARD_MAINS =
  'La scheda elettronica lavora a tensione di rete: non toccarla con la spina inserita e non cercare di ripararla sul posto.';
export const MOTOR_CAPACITOR =
  'Il condensatore del motore o del compressore può restare carico anche a spina staccata: non toccarne i morsetti e, se non sai scaricarlo, chiama un tecnico.';
export const TESTER = 'Se non sai usare un multimetro sui 230 V, chiama un tecnico.';
export const SMOKE =
  'Se esce fumo nero, odore di plastica bruciata o vedi fiamme, stacca subito la spina e non riaccenderlo.';
export const BLADES = 'Le lame sono affilatissime: maneggiale con i guanti e mai con la spina inserita.';
export const LINT_FIRE =
  'I pelucchi accumulati nel tubo dell’aria dell’asciugatrice possono prendere fuoco: non usarla finché il tubo non è libero.';
export const SPRING =
  'La molla dell’avvolgicavo è sotto tensione: se smonti il rullo tienilo fermo, può scattare e ferire.';

// Gas, refrigerant, high voltage, food.
export const GAS_SMELL =
  'Se senti odore di gas: chiudi subito il rubinetto del gas, non accendere né spegnere luci o interruttori, apri le finestre, esci e chiama il pronto intervento gas.';
export const HOB_GAS =
  'Chiudi il rubinetto del gas prima di smontare il piano; se senti odore di gas non accendere nulla, apri le finestre e chiama il pronto intervento gas.';
export const REFRIGERANT =
  'Non forare, tagliare o piegare i tubi del circuito frigorifero: contengono gas refrigerante sotto pressione.';
export const MICROWAVE_HV =
  'PERICOLO: il condensatore dell’alta tensione del microonde resta carico anche a spina staccata e può uccidere: non aprire la scocca.';
export const FOOD =
  'Se il frigo è rimasto sopra gli 8 °C per ore, butta carne, pesce e latticini: non ricongelare ciò che si è scongelato.';

// Glass.
export const BROKEN_GLASS =
  'Il vetro rotto taglia: coprilo con nastro adesivo e lavora con i guanti, lontano dagli occhi.';
export const SUMP_GLASS = 'Nel pozzetto possono esserci schegge di vetro: lavora con i guanti.';
export const TEMPERED =
  'Il vetro temperato rotto può esplodere in mille pezzi anche dopo ore: usa guanti e occhiali, non usare il forno finché non è sostituito.';
export const HOB_GLASS =
  'Se il vetro del piano è crepato non usarlo più: stacca la corrente e fallo sostituire.';

// Lithium batteries.
export const LITHIUM =
  'Una batteria al litio forata, piegata o scaldata può incendiarsi e una batteria gonfia può incendiarsi da sola: non ricaricarla più e portala in un punto di raccolta.';
export const BAG_HEAT =
  'Un portatile che resta acceso chiuso in uno zaino può scaldare molto: se è rovente o la batteria si gonfia, spegnilo e non ricaricarlo.';

// Computers.
export const PC_UNPLUG =
  'Spegni il computer, stacca l’alimentatore e, sui portatili, scollega la batteria interna (o toglila, se si toglie) prima di aprirlo.';
export const STATIC =
  'Scaricati toccando una parte metallica o usa il braccialetto antistatico prima di toccare schede e componenti: l’elettricità statica li danneggia.';
export const PSU_CLOSED =
  'Non aprire mai l’alimentatore: i suoi condensatori restano carichi a tensione di rete anche a spina staccata.';
export const SCREEN_CAPACITORS =
  'Nell’alimentatore di monitor e PC i condensatori grandi restano carichi anche a spina staccata: non toccarne i terminali, aspetta qualche minuto e scaricali con una resistenza.';
export const PC_BACKUP =
  'Prima di riparazioni e reinstallazioni salva i tuoi file su un disco esterno, se puoi ancora leggerli.';
export const DISK_BACKUP =
  'Fai un backup dei dati appena il disco si legge: potrebbe non ripartire una seconda volta.';
export const DATA_RECOVERY =
  'Se sul disco ci sono dati importanti senza copia, non formattare e non reinstallare: prima recupera i dati.';
export const BIOS_UPDATE =
  'Non spegnere il computer durante un aggiornamento del BIOS: può non ripartire più.';

// Phones.
export const PHONE_BACKUP =
  'Fai un backup (iCloud, Google o sul computer) prima di aggiornare o ripristinare: il ripristino cancella tutto.';
export const PHONE_WARRANTY =
  'Aprire il telefono fa decadere la garanzia e l’eventuale impermeabilità: valuta prima l’assistenza se è in garanzia.';
export const PHONE_OPENING =
  'Aprire un telefono può rompere il display o la batteria: una batteria al litio forata o piegata può prendere fuoco.';
export const BATTERY_CONNECTOR =
  'Scollega il connettore della batteria prima di staccare o collegare qualsiasi altro flat.';
export const PAIRED_PARTS =
  'Su iPhone alcuni componenti (Face ID, Touch ID, batteria, display) sono accoppiati alla scheda: un ricambio non originale può non funzionare o dare avvisi.';
export const PUK_TRIES =
  'Il PUK ha 10 tentativi: se li sbagli tutti la SIM si blocca per sempre e serve un cambio SIM dall’operatore.';
export const NO_RESET =
  'Non ripristinare il telefono ai dati di fabbrica per questo: si risolve dalle impostazioni, senza perdere nulla.';
export const DRIVING = 'Non toccare il telefono mentre guidi: fai le prove a macchina ferma e parcheggiata.';

// Consoles.
export const CONSOLE_UNPLUG =
  'Spegni la console del tutto (non in modalità riposo) e stacca la spina prima di aprirla o di toccare i connettori.';
export const CONSOLE_WARRANTY =
  'Aprire console e controller fa decadere la garanzia: se è ancora coperta, chiedi prima l’assistenza.';
export const CONSOLE_SAVES =
  'Prima di inizializzare o cancellare, copia i salvataggi sul cloud o su una chiavetta: quelli solo nella console si perdono.';
export const DATABASE_SAVES =
  'I salvataggi restano nella console: il ripristino del database non li cancella, l’inizializzazione sì.';
export const CONSOLE_UPDATE =
  'Non spegnere la console e non staccare la corrente durante un aggiornamento del software di sistema.';
export const ROUTER =
  'Prima di cambiare le impostazioni del router annota quelle di prima: un errore può togliere internet a tutta la casa.';
export const HANDHELD_BATTERY =
  'Togli la batteria prima di aprire una console portatile; se è gonfia non forarla, non piegarla e non ricaricarla.';
export const LASER = 'Non guardare la lente del laser con la console accesa.';
export const REFLOW =
  'Il reflow con aria calda è una riparazione spesso temporanea e può bruciare i componenti vicini: meglio un laboratorio.';
export const OLD_CAPS =
  'Le console vecchie hanno condensatori elettrolitici che possono perdere liquido corrosivo: lavora con i guanti e pulisci bene la scheda.';

import { TOOLS as T } from '../../../domain/tools.ts';
import { LIQUID } from './evidence.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { LITHIUM, PC_BACKUP, PC_UNPLUG, REFLOW, STATIC } from './warnings.ts';

const BIOS_ONE_SETTING =
  'Nel BIOS cambia solo la voce che ti serve: se sbagli, esci senza salvare o carica le impostazioni predefinite.';

/**
 * Computer faults that the fourth round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 4) found in people's own reports and that the knowledge base
 * lacked: a drink spilled on a laptop, the dedicated GPU of the 2011-2013 MacBook Pro, Wi-Fi lost on
 * Linux after a kernel update, USB ports stuck at low speed, an external monitor a laptop no longer
 * sees, a laptop's Wi-Fi that keeps dropping.
 */
export const RICERCA4_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'laptop-liquido-versato',
    category: 'computer',
    devices: ['laptop'],
    requires: LIQUID,
    label: 'ho versato un liquido sul portatile (acqua, caffè, tè, bibita)',
    symptoms: [
      'ho rovesciato un bicchiere d’acqua sul portatile e si è spento di colpo',
      'mi è caduto il caffè sulla tastiera del notebook e adesso non si accende più',
      'ho versato del tè sul macbook, l’ho asciugato ma il giorno dopo non partiva',
      'è caduta una bibita sul pc portatile, si accende e si spegne subito',
      'dopo che si è bagnato il portatile fa cose strane, tasti che scrivono da soli e schermo che si spegne e riaccende',
      'portatile bagnato: l’ho girato a testa in giù e messo ad asciugare, posso riaccenderlo?',
      'è caduta dell’aranciata sul laptop e ora non dà segni di vita',
      'dopo il liquido versato il computer si accende ma non carica e la batteria non si vede',
    ],
    patterns: ['acqua sul portatile', 'caffe sul portatile', 'portatile bagnato', 'danno da liquido'],
    problem:
      'Liquido penetrato all’interno del portatile: cortocircuito e poi ossidazione e corrosione della scheda madre, dei connettori e dei moduli RAM (il danno può comparire ore o giorni dopo)',
    difficulty: 'advanced',
    estimatedTime: '1-3 giorni (asciugatura compresa)',
    warnings: [
      PC_UNPLUG,
      'Non riaccendere un portatile bagnato per provarlo: la corrente con il liquido dentro fa il cortocircuito che lo rompe davvero.',
      'Niente phon caldo, forno o termosifone: deformano plastiche e batteria. Il riso non asciuga l’interno.',
      LITHIUM,
    ],
    causes: [
      'Liquido (acqua, caffè, tè, bibite) penetrato all’interno: cortocircuito sulla scheda madre mentre era acceso, o umidità rimasta dentro da asciugare',
      'Ossidazione e corrosione lasciate dal liquido (zucchero, sali) su scheda madre, connettori e moduli RAM, che compare dopo ore o giorni',
      'Cortocircuito nel circuito del pulsante di accensione o della tastiera bagnata (si accende e si spegne, tasti che scrivono da soli)',
      'Tastiera o trackpad danneggiati dal liquido, il resto del portatile sano',
      'Batteria o circuito di carica danneggiati dal liquido (non carica, batteria non rilevata)',
    ],
    tells: [
      'se si è spento di colpo appena bagnato o è ancora umido, allora il liquido è dentro: non accenderlo e fallo asciugare aperto',
      'se ha funzionato qualche ora e poi è morto, allora è ossidazione o corrosione che si sta formando sulla scheda',
      'se parte, mostra il logo e si spegne da solo o si accende senza toccarlo, allora è un corto sul pulsante o sulla tastiera',
      'se con tastiera e mouse esterni va tutto bene, allora il danno è solo tastiera o trackpad',
      'se funziona solo con il caricatore o non carica più, allora il liquido ha colpito batteria o circuito di carica',
    ],
    solutions: [
      'Spegni subito, stacca il caricatore, togli o scollega la batteria e capovolgi il portatile aperto a V',
      'Apri il fondo, scollega la batteria e lascia asciugare almeno 48 ore all’aria',
      'Pulisci ossido e residui appiccicosi con alcool isopropilico e uno spazzolino morbido (scheda, connettori, contatti della RAM)',
      'Sostituisci tastiera o trackpad se il resto funziona',
      'Scheda madre corrosa: laboratorio di microsaldatura o scheda sostitutiva',
    ],
    tools: [T.cacciaviti, T.alcool, T.spazzolino, T.pennelli, T.antistatico, T.ariaCompressa, T.torcia],
    steps: [
      step(
        'Spegni subito il portatile tenendo premuto il tasto di accensione, stacca il caricatore e ogni cavo o chiavetta.',
        'Nessuna corrente che passa nel liquido',
        'Non provare a riaccenderlo «per vedere se va»: è il momento in cui il corto fa più danni.',
      ),
      step(
        'Asciuga l’esterno con un panno che non fa pelucchi e mettilo capovolto, aperto a V, sopra un asciugamano.',
        'Il liquido esce dalla tastiera invece di scendere sulla scheda',
      ),
      step(
        'Se sai aprirlo, togli il fondo e scollega subito il connettore della batteria; togli anche RAM e SSD.',
        'Scheda madre senza alimentazione',
        PC_UNPLUG,
      ),
      step(
        'Con una torcia cerca macchie, aloni bianchi o verdi e residui appiccicosi su scheda, connettori e contatti della RAM.',
        'Sai dove il liquido è arrivato',
      ),
      step(
        'Pulisci le zone colpite con alcool isopropilico e uno spazzolino morbido, poi lascia asciugare almeno 48 ore all’aria.',
        'Ossido e zucchero rimossi, scheda asciutta',
        STATIC,
      ),
      step(
        'Rimonta RAM, SSD e batteria e prova ad accenderlo; prova anche con una tastiera esterna.',
        'Se parte, tieni d’occhio tastiera e ricarica nei giorni seguenti',
      ),
    ],
    cost: 'Gratis se basta asciugare e pulire; tastiera 20-150 €; riparazione della scheda madre 100-400 €; un MacBook con scheda da cambiare può non convenire.',
    ifNotFixed:
      'Se dopo asciugatura e pulizia non parte, portalo presto a un laboratorio che ripara schede madri: la corrosione continua nel tempo. Salva prima i dati dall’SSD, se si può estrarre.',
  },
  {
    id: 'mac-gpu-dedicata-guasta',
    category: 'computer',
    devices: ['laptop'],
    label: 'MacBook Pro (2010-2013) bloccato sulla schermata grigia, righe o riavvii: scheda video dedicata',
    symptoms: [
      'il macbook pro del 2011 si blocca sulla schermata grigia dopo la barra di caricamento',
      'macbook pro 15 pollici con righe colorate e immagine distorta',
      'il mac arriva in fondo alla barra di avvio e lo schermo resta grigio o blu',
      'il macbook pro crasha con strisce sullo schermo quando guardo video o uso programmi di grafica',
      'all’avvio il logo della mela è tutto a quadretti e pieno di strisce',
      'macbook pro retina con schermo nero ma acceso, anche sul monitor esterno',
      'il macbook pro parte solo in modalità sicura, con la grafica dedicata si pianta',
    ],
    patterns: [
      'macbook pro 2011',
      'macbook pro del 2011',
      'macbook pro early 2011',
      'macbook pro late 2011',
      'radeon',
      'amd radeon',
      'gpu dedicata',
      'scheda video dedicata',
    ],
    problem:
      'Scheda video (GPU) dedicata AMD Radeon o Nvidia del MacBook Pro guasta: le saldature senza piombo del chip grafico cedono con i cicli di calore (difetto noto dei 15" e 17" 2010-2013)',
    difficulty: 'advanced',
    estimatedTime: '1-3 ore (disattivazione software) o laboratorio',
    warnings: [PC_BACKUP, REFLOW],
    causes: [
      'GPU dedicata (scheda grafica AMD Radeon o Nvidia) con le saldature del chip crepate: il Mac si blocca quando passa alla grafica dedicata',
      'Surriscaldamento: ventole e dissipatore intasati che accelerano il guasto della grafica',
      'macOS o estensioni grafiche rovinati dopo un aggiornamento',
      'Cavo dello schermo o retroilluminazione (se con un monitor esterno l’immagine è perfetta)',
    ],
    tells: [
      'se si blocca su grigio o blu proprio quando dovrebbe comparire la scrivania e in modalità sicura parte, allora è la GPU dedicata',
      'se i problemi peggiorano quando è caldissimo e la ventola è al massimo, allora il calore sta accelerando il guasto',
      'se è comparso subito dopo un aggiornamento e in modalità di recupero il Mac è stabile, allora è il sistema',
      'se con un monitor esterno l’immagine è perfetta, allora è il cavo o il pannello, non la GPU',
    ],
    solutions: [
      'Disattiva la GPU dedicata via NVRAM (dal terminale in modalità di recupero o single user) e usa solo la grafica Intel integrata',
      'Pulisci ventole e dissipatore e cambia la pasta termica',
      'Reinstalla macOS dalla modalità di recupero',
      'Scheda logica sostituita o GPU cambiata in laboratorio (costosa e spesso non duratura)',
    ],
    tools: [T.cacciaviti, T.pastaTermica, T.ariaCompressa, T.chiavetta],
    steps: [
      step(
        'Annota anno e modello (Mela > Informazioni su questo Mac, o numero di serie sotto): i 15" e 17" 2011 e i Retina 2012-2013 sono i più colpiti.',
        'Sai se è il difetto noto',
      ),
      step(
        'Avvia in modalità sicura (tasto Maiusc all’accensione) e salva subito i file importanti.',
        'Se parte in modalità sicura, la grafica dedicata è la prima sospettata',
        PC_BACKUP,
      ),
      step(
        'Avvia in modalità di recupero (Cmd+R) o single user (Cmd+S) e dal terminale disattiva la GPU dedicata con la variabile NVRAM indicata nelle guide per il tuo modello.',
        'Il Mac parte sulla grafica Intel e arriva alla scrivania',
      ),
      step(
        'Togli il fondo, pulisci ventole e dissipatore e cambia la pasta termica.',
        'Temperature più basse',
        PC_UNPLUG,
      ),
      step(
        'Se devi azzerare la NVRAM in futuro, ricorda che la GPU dedicata si riattiva e il blocco torna.',
        'Nessuna sorpresa dopo un reset',
      ),
    ],
    cost: 'Gratis con la disattivazione via software; scheda logica usata 100-250 €; riparazione della GPU 150-300 € (spesso temporanea).',
    ifNotFixed:
      'Se non parte nemmeno in modalità di recupero, serve un laboratorio per la scheda logica; valuta il costo rispetto al valore del Mac.',
  },
  {
    id: 'pc-linux-wifi-driver',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'su Linux il Wi-Fi è sparito dopo un aggiornamento del kernel',
    symptoms: [
      'dopo l’aggiornamento del kernel su ubuntu il wifi non c’è più',
      'ho installato linux mint e la scheda wireless non vede nessuna rete',
      'su linux il wifi non funziona, scheda broadcom',
      'dopo l’update di pop os la connessione senza fili è sparita, col cavo funziona',
      'debian non trova la scheda wifi, dice firmware mancante',
      'il wifi funzionava col kernel vecchio, con quello nuovo no',
      'in ubuntu nelle impostazioni non compare più la voce wi-fi',
    ],
    patterns: [
      'broadcom',
      'bcmwl',
      'bcmwl-kernel-source',
      'b43',
      'firmware-b43-installer',
      'dkms',
      'rfkill',
      'no wi-fi adapter found',
      'nessun adattatore wi-fi trovato',
      'aggiornamento del kernel',
    ],
    problem:
      'Wi-Fi sparito su Linux: il driver o il firmware della scheda wireless (spesso Broadcom: b43 o bcmwl/wl) non va con il kernel nuovo o manca',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [
      'Tieni a portata un cavo di rete o il tethering USB del telefono: servono a scaricare driver e firmware.',
    ],
    causes: [
      'Driver della scheda Wi-Fi non ricompilato o non adatto al kernel nuovo (driver proprietario Broadcom bcmwl/wl tramite DKMS)',
      'Driver sbagliato per quella scheda Broadcom: serve b43 con il suo firmware (firmware-b43-installer) invece di bcmwl, o viceversa',
      'Firmware della scheda mancante (pacchetti linux-firmware o non liberi non installati)',
      'Wi-Fi bloccato da rfkill, tasto o modalità aereo',
      'Secure Boot che impedisce di caricare il driver proprietario',
    ],
    tells: [
      'se con il kernel precedente (dal menu di GRUB) il Wi-Fi va, allora è il driver che non si è ricompilato per il kernel nuovo',
      'se lspci mostra una scheda Broadcom e nei messaggi di dmesg c’è b43 o wl che dà errore, allora è la scelta del driver',
      'se dmesg dice «firmware missing» o «failed to load firmware», allora manca il firmware',
      'se rfkill list dice «blocked: yes», allora è bloccato da tasto o software',
      'se il driver è installato ma non si carica e Secure Boot è attivo, allora è la firma del modulo',
    ],
    solutions: [
      'Avvia con il kernel precedente dal menu di GRUB, collegati e reinstalla il driver',
      'Con lspci -nn individua la scheda e installa il driver giusto: bcmwl-kernel-source oppure firmware-b43-installer (togliendo l’altro)',
      'Installa il pacchetto del firmware (linux-firmware o firmware non liberi)',
      'Sblocca con rfkill unblock all o con il tasto Wi-Fi',
      'Registra la chiave MOK o disattiva Secure Boot',
    ],
    tools: [T.cavoEthernet, T.chiavetta],
    steps: [
      step(
        'Collega il cavo di rete o il telefono in tethering USB per avere internet.',
        'Il computer è in rete anche senza Wi-Fi',
      ),
      step(
        'Nel terminale scrivi lspci -nn | grep -i net per sapere marca e modello della scheda Wi-Fi.',
        'Sai se è Broadcom, Intel, Realtek...',
      ),
      step(
        'Scrivi rfkill list: se c’è «blocked: yes», sbloccala con rfkill unblock all.',
        'Nessun blocco attivo',
      ),
      step(
        'Riavvia e nel menu di GRUB scegli il kernel precedente: se il Wi-Fi torna, il problema è il driver con il kernel nuovo.',
        'Sai se è il kernel',
      ),
      step(
        'Installa il driver giusto per la scheda (per Broadcom bcmwl-kernel-source oppure firmware-b43-installer, rimuovendo l’altro) e il firmware mancante, poi riavvia.',
        'Il Wi-Fi torna a vedere le reti',
      ),
    ],
    cost: 'Gratis; una chiavetta Wi-Fi USB compatibile con Linux costa 10-25 €.',
    ifNotFixed:
      'Se nessun driver funziona, usa una chiavetta Wi-Fi USB con chip supportato dal kernel o sostituisci la scheda interna con una Intel.',
  },
  {
    id: 'pc-usb-lenta-bios',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label:
      'le porte USB vanno lentissime o Windows dice che il dispositivo potrebbe funzionare più velocemente',
    symptoms: [
      'windows mi dice che il dispositivo potrebbe funzionare più velocemente se collegato a una porta usb 2.0',
      'copiare sulla chiavetta usb è lentissimo, pochi kb al secondo',
      'il disco esterno usb 3 è lento come una usb 1',
      'le porte usb del pc vanno piano anche se sono usb 2.0',
      'questa periferica può funzionare più velocemente, ma la porta è già veloce',
      'trasferire le foto dalla fotocamera via usb ci mette ore',
    ],
    patterns: [
      'funzionare piu velocemente',
      'this device can perform faster',
      'high speed usb',
      'usb 2.0 controller',
      'usb 1.1',
    ],
    problem:
      'USB lente: il controller USB 2.0/3.0 è disattivato o in modalità lenta nelle impostazioni del BIOS, oppure manca il driver del chipset; a volte cavo, hub o porta frontale',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [BIOS_ONE_SETTING],
    causes: [
      'Impostazione del BIOS: controller USB 2.0 (High Speed) o USB 3.0 (XHCI) disattivato o in modalità lenta',
      'Driver del chipset o del controller USB mancante o sbagliato',
      'Porta frontale o hub collegati con un cavo interno USB 1.1/2.0',
      'Cavo o dispositivo vecchio (USB 1.1) o cavo USB 3 rovinato',
    ],
    tells: [
      'se tutte le porte sono lente e nel BIOS l’opzione USB 2.0 o XHCI risulta disattivata, allora è l’impostazione del BIOS',
      'se in Gestione dispositivi ci sono controller con il triangolo giallo, allora è il driver del chipset',
      'se dietro va veloce e davanti no, allora è il collegamento della porta frontale o l’hub',
      'se con un altro cavo o un’altra chiavetta va veloce, allora era il cavo o il dispositivo',
    ],
    solutions: [
      'Entra nel BIOS e attiva USB 2.0 Controller Mode «High Speed» o il controller XHCI, oppure carica le impostazioni predefinite ottimizzate',
      'Installa il driver del chipset dal sito del produttore della scheda madre o del PC',
      'Usa le porte posteriori della scheda madre senza hub',
      'Sostituisci cavo o dispositivo',
    ],
    tools: [T.chiavetta, T.cavoUsb],
    steps: [
      step(
        'Prova la stessa chiavetta o fotocamera in una porta posteriore, senza hub né prolunghe.',
        'Sai se è solo una porta o tutte',
      ),
      step(
        'Apri Gestione dispositivi e guarda i «Controller USB»: cerca triangoli gialli o controller che dicono solo «USB Universal Host» senza «Enhanced» o «eXtensible».',
        'Sai se il controller veloce è attivo',
      ),
      step(
        'Riavvia, entra nel BIOS (Canc o F2) e nella sezione delle periferiche integrate attiva USB 2.0 / High Speed o XHCI; in alternativa carica le impostazioni predefinite.',
        'Controller veloce attivo',
      ),
      step(
        'Installa il driver del chipset dal sito del produttore e riavvia.',
        'Windows non mostra più l’avviso e la copia è veloce',
      ),
    ],
    cost: 'Gratis; cavo USB 5-10 €; scheda USB 3 PCIe 15-25 €.',
    ifNotFixed:
      'Se anche con il controller attivo e il driver giusto le porte restano lente, aggiungi una scheda USB PCIe o un hub alimentato di qualità.',
  },
  {
    id: 'monitor-esterno-non-rilevato',
    category: 'computer',
    devices: ['laptop', 'monitor', 'desktop'],
    label: 'il portatile non riconosce più il secondo monitor',
    symptoms: [
      'il macbook non riconosce più il monitor collegato con l’adattatore',
      'il secondo monitor non viene rilevato dal portatile, prima funzionava',
      'con l’adattatore usb-c hdmi il monitor dice nessun segnale',
      'dalla docking station il secondo schermo non si accende più',
      'windows non vede più il secondo monitor da un giorno all’altro',
      'il monitor collegato al portatile resta nero, ho già cambiato cavo',
      'il display aggiuntivo non viene riconosciuto dopo l’aggiornamento',
      'con l’adattatore mini displayport hdmi il macbook non vede più lo schermo esterno',
    ],
    patterns: ['docking station', 'rileva monitor'],
    problem:
      'Secondo monitor non riconosciuto dal computer: il monitor è rimasto bloccato (staccalo dalla corrente e ricollega il cavo), adattatore o cavo difettoso, ingresso sbagliato o impostazioni dello schermo',
    difficulty: 'beginner',
    estimatedTime: '5-30 minuti',
    warnings: ['Spegni il monitor e staccalo dalla presa prima di scollegare e ricollegare i cavi video.'],
    causes: [
      'Monitor rimasto bloccato nella sua elettronica: va staccato dalla corrente per un minuto, ricollegato il cavo e riacceso',
      'Adattatore (USB-C, DisplayPort, Thunderbolt → HDMI), docking station o cavo difettosi o non compatibili',
      'Ingresso del monitor sbagliato o monitor in standby profondo',
      'Impostazioni dello schermo: monitor non rilevato, duplicazione o proiezione disattivata, risoluzione non supportata',
      'Driver grafico o aggiornamento del sistema',
      'Porta del computer o ingresso del monitor guasti',
    ],
    tells: [
      'se il monitor non mostra nemmeno il suo menu o la spia lampeggia e basta, allora è rimasto bloccato: staccalo dalla corrente',
      'se con un altro cavo o adattatore, o collegando il monitor direttamente al computer senza la docking station, funziona, allora era l’adattatore, il cavo o la docking station',
      'se dal menu del monitor cambiando sorgente torna l’immagine, allora era l’ingresso',
      'se il sistema non elenca il monitor ma con «Rileva» o Win+P compare, allora è un’impostazione',
      'se è successo subito dopo un aggiornamento, allora è il driver',
      'se con un altro computer il monitor va e con un altro monitor il computer no, allora è la porta',
    ],
    solutions: [
      'Stacca il monitor dalla corrente per un minuto, ricollega il cavo al computer e riaccendilo',
      'Prova un altro cavo o adattatore (meglio uno che supporta la risoluzione del monitor)',
      'Scegli l’ingresso giusto dal menu del monitor',
      'Su Windows Win+P ed «Estendi» o «Rileva»; su Mac Impostazioni > Monitor, tasto Opzione e «Rileva monitor»',
      'Aggiorna o reinstalla il driver grafico, aggiorna macOS',
    ],
    tools: [T.cavoHdmi, T.convertitoreHdmi],
    steps: [
      step(
        'Spegni il monitor, staccalo dalla presa di corrente per un minuto, scollega il cavo video da entrambe le parti.',
        'Il monitor si azzera',
      ),
      step(
        'Ricollega il cavo (prima al monitor, poi al computer), ridai corrente e accendi il monitor.',
        'Spesso l’immagine torna subito',
      ),
      step(
        'Dal menu del monitor scegli l’ingresso giusto (HDMI 1, HDMI 2, DisplayPort).',
        'Sorgente corretta',
      ),
      step(
        'Su Windows premi Win+P ed Estendi; su Mac apri le impostazioni Monitor e premi «Rileva» tenendo Opzione.',
        'Il sistema vede il monitor',
      ),
      step(
        'Prova un altro cavo o adattatore e, se puoi, il monitor su un altro computer.',
        'Sai se la colpa è del monitor, del cavo o del computer',
      ),
    ],
    cost: 'Gratis se basta riavviare il monitor; adattatore o cavo 10-40 €.',
    ifNotFixed:
      'Se il monitor non funziona con nessun computer nemmeno dopo averlo staccato dalla corrente, ha un ingresso o una scheda guasti: assistenza o sostituzione.',
  },
  {
    id: 'laptop-wifi-si-disconnette',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il Wi-Fi del portatile si scollega e ricollega ogni pochi minuti',
    symptoms: [
      'il wifi del portatile si disconnette ogni pochi minuti e poi si ricollega',
      'il computer perde la connessione wifi di continuo, il telefono invece no',
      'il wifi si spegne da solo, come se premessi il tasto della modalità aereo',
      'la rete senza fili del notebook cade e devo riavviare per riconnettermi',
      'il portatile si collega al wifi solo dopo vari riavvii e dura pochi minuti',
      'il wifi si stacca e riattacca da solo quando tocco la parte sopra la tastiera',
      'dopo aver aperto il portatile il wifi prende malissimo',
    ],
    patterns: ['modalita aereo da sola', 'tasto wifi', 'tasto wi-fi', 'interruttore wifi'],
    problem:
      'Wi-Fi del portatile che cade di continuo: risparmio energetico o driver della scheda wireless, oppure il tasto Wi-Fi (o la barra di tasti capacitivi con il suo cavo flat difettoso) che la spegne da solo; poi antenne e scheda',
    difficulty: 'intermediate',
    estimatedTime: '20-90 minuti',
    warnings: [PC_UNPLUG, STATIC],
    causes: [
      'Risparmio energetico che spegne la scheda wireless, o driver Wi-Fi difettoso o cambiato da un aggiornamento',
      'Tasto o interruttore Wi-Fi che scatta da solo: tasti capacitivi o cavo flat della barra tasti con la schermatura difettosa, o tasto della modalità aereo',
      'Cavetti delle antenne staccati o rovinati (dopo un’apertura, cerniere rotte)',
      'Scheda Wi-Fi guasta o surriscaldata, o disturbata da una scheda vicina senza isolante',
      'Router o canale disturbati (se anche gli altri dispositivi cadono)',
    ],
    tells: [
      'se succede dopo un aggiornamento o con il portatile a batteria, allora è il risparmio energetico o il driver',
      'se la spia del Wi-Fi cambia colore da sola o compare l’avviso di modalità aereo, allora è il tasto o il suo cavo flat',
      'se il segnale è debolissimo anche vicino al router, allora sono le antenne',
      'se cade quando il portatile è caldo o anche da Linux su chiavetta, allora è la scheda',
      'se cadono anche telefono e TV, allora è il router',
    ],
    solutions: [
      'In Gestione dispositivi togli a scheda Wi-Fi il permesso di spegnersi per risparmiare energia; installa il driver del produttore',
      'Ricollega o sostituisci il cavo flat della barra tasti; disattiva il tasto Wi-Fi nel BIOS se possibile',
      'Ricollega o sostituisci i cavetti delle antenne sulla scheda',
      'Sostituisci la scheda Wi-Fi (modulo M.2 o mini PCIe) o usa una chiavetta Wi-Fi USB',
      'Cambia canale del router o riavvialo',
    ],
    tools: [T.cacciaviti, T.apertura, T.flat, T.antistatico],
    steps: [
      step(
        'Controlla se cadono anche gli altri dispositivi in casa: se sì, riavvia il router e cambia canale.',
        'Sai se è il computer',
      ),
      step(
        'In Gestione dispositivi > Schede di rete > scheda Wi-Fi > Risparmio energia togli la spunta a «Consenti al computer di spegnere il dispositivo»; aggiorna il driver dal sito del produttore.',
        'La connessione resta stabile',
      ),
      step(
        'Osserva la spia e il tasto Wi-Fi: se si spegne da solo, il tasto o la sua barra capacitiva stanno scattando.',
        'Sai se è il tasto',
      ),
      step(
        'Apri il portatile e ricollega il cavo flat della barra tasti e i cavetti delle antenne sulla scheda Wi-Fi.',
        'Connettori ben inseriti',
        PC_UNPLUG,
      ),
      step(
        'Se cade ancora, prova una chiavetta Wi-Fi USB: se con lei va, sostituisci la scheda interna.',
        'Connessione stabile',
      ),
    ],
    cost: 'Gratis con le impostazioni; scheda Wi-Fi 15-40 €; cavo flat 10-30 €; chiavetta Wi-Fi 10-25 €.',
    ifNotFixed:
      'Se nemmeno una scheda nuova risolve, controlla le antenne nel coperchio dello schermo o usa una chiavetta Wi-Fi USB.',
  },
  {
    id: 'mac-bloccato-avvio',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il Mac resta bloccato sulla mela o sulla schermata grigia all’avvio',
    symptoms: [
      'il mac si blocca sulla mela all’avvio e la barra non va avanti',
      'il macbook resta fermo sulla schermata grigia con il logo apple',
      'dopo l’aggiornamento di macos l’imac è fermo sulla barra di caricamento',
      'il mac si accende, compare la mela e poi si spegne o si riavvia da solo',
      'il macbook air riparte in continuo e non arriva mai alla scrivania',
      'all’avvio del mac compare un cerchio barrato',
      'l’imac è lentissimo ad avviarsi e a volte resta sulla mela per sempre',
    ],
    patterns: ['cerchio barrato', 'simbolo di divieto'],
    problem:
      'Mac bloccato sulla mela o sulla schermata grigia: aggiornamento di macOS interrotto o sistema rovinato, disco (hard disk o SSD) guasto o pieno, periferica che blocca l’avvio; sui MacBook Pro 2011-2013 anche la scheda video',
    difficulty: 'intermediate',
    estimatedTime: '30-120 minuti',
    warnings: [
      PC_BACKUP,
      'Se il disco fa rumori o Utility Disco trova errori, copia subito i dati: potrebbe non ripartire più.',
    ],
    causes: [
      'Aggiornamento di macOS interrotto o file di sistema rovinati',
      'Hard disk o SSD guasto o con errori (frequente sui Mac con disco meccanico), o disco quasi pieno',
      'Periferica USB o Thunderbolt, o programma avviato all’accensione, che blocca l’avvio',
      'NVRAM o SMC con impostazioni sbagliate (disco di avvio, risoluzione)',
      'Scheda video dedicata guasta (MacBook Pro 15" e 17" 2011-2013)',
      'Cavo flat del disco rovinato (MacBook Pro 13" 2012, MacBook Air)',
    ],
    tells: [
      'se è successo durante o subito dopo un aggiornamento e in modalità sicura parte, allora è il sistema',
      'se Utility Disco trova errori, il disco ticchetta o l’avvio è lentissimo da tempo, allora è il disco',
      'se staccando tutto tranne l’alimentatore parte, allora era una periferica',
      'se dopo l’azzeramento della NVRAM parte, allora era un’impostazione',
      'se ci sono righe o colori strani e il modello è un 15" 2011-2013, allora è la scheda video',
      'se alterna mela e cartella con il punto interrogativo, allora è il disco o il suo cavo',
    ],
    solutions: [
      'Avvia in modalità sicura e installa gli aggiornamenti o libera spazio',
      'Da Recupero macOS esegui S.O.S. di Utility Disco e reinstalla macOS sopra quello esistente (i file restano)',
      'Stacca tutte le periferiche e togli gli elementi di login',
      'Azzera NVRAM e SMC (Mac Intel)',
      'Sostituisci il disco (meglio con un SSD) o il cavo del disco; per la scheda video vedi la guida sulla GPU dedicata',
    ],
    tools: [T.chiavetta, T.cacciaviti, T.ssd, T.flat, T.boxDisco],
    steps: [
      step(
        'Stacca tutte le periferiche (dischi, hub, chiavette, monitor) e riaccendi.',
        'Se parte, una periferica bloccava l’avvio',
      ),
      step(
        'Avvia in modalità sicura (Mac Intel: tieni Maiusc; Apple silicon: tieni il tasto di accensione, scegli il disco e Maiusc).',
        'Se arriva alla scrivania, salva i file e installa gli aggiornamenti',
        PC_BACKUP,
      ),
      step(
        'Avvia Recupero macOS (Mac Intel: Cmd+R; Apple silicon: tieni premuto il tasto di accensione) e apri Utility Disco > S.O.S. sul disco interno.',
        'Sai se il disco ha errori',
      ),
      step(
        'Se S.O.S. non trova errori, da Recupero reinstalla macOS sopra il sistema attuale.',
        'Il Mac riparte con i tuoi file',
      ),
      step(
        'Su Mac Intel azzera la NVRAM (Opzione+Cmd+P+R all’accensione per circa 20 secondi).',
        'Impostazioni di avvio ripristinate',
      ),
      step(
        'Se il disco ha errori o non si vede, copia i dati con un box esterno e sostituisci disco o cavo del disco.',
        'Il Mac parte dal disco nuovo',
        PC_UNPLUG,
      ),
    ],
    cost: 'Gratis se basta reinstallare macOS; SSD 30-80 €; cavo del disco 15-30 €.',
    ifNotFixed:
      'Se non parte nemmeno Recupero macOS, prova Recupero via Internet (Opzione+Cmd+R) o avvia da una chiavetta con l’installer; se anche così si blocca, serve l’assistenza.',
  },
];

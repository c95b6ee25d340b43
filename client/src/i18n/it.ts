/**
 * Every Italian string the UI shows, in one place (DESIGN §3). Texts quoted in SPEC are kept to the letter;
 * the rest is ours. Keys are grouped by the screen or piece that shows them.
 */
export const it = {
  app: {
    name: 'Riparami',
    tagline: 'La community di riparazione intelligente',
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto',
  },

  common: {
    close: 'Chiudi',
    backHome: 'Torna alla home',
    comingSoon: 'Questa sezione è in arrivo',
    comingSoonToast: 'In arrivo',
    comingSoonToastDescription: 'Stiamo lavorando a questa funzione: sarà disponibile a breve.',
    redirecting: 'Reindirizzamento…',
    error: 'Errore',
    genericError: 'Si è verificato un errore. Riprova più tardi.',
  },

  toast: {
    close: 'Chiudi notifica',
  },

  session: {
    unauthorizedTitle: 'Non autorizzato',
    unauthorizedDescription: 'Accesso richiesto. Reindirizzamento...',
    expiredTitle: 'Sessione scaduta',
    expiredDescription: "Effettua nuovamente l'accesso...",
  },

  nav: {
    label: 'Navigazione principale',
    home: 'Home',
    messages: 'Messaggi',
    ai: 'AI',
    create: 'Crea',
    reels: 'Reels',
  },

  topBar: {
    notifications: 'Notifiche',
    unread: (count: number) => (count === 1 ? '1 notifica non letta' : `${count} notifiche non lette`),
    profile: 'Profilo',
    menu: 'Menu',
    home: 'Riparami, vai alla home',
  },

  sideMenu: {
    title: 'Menu',
    description: 'Navigazione e impostazioni del tuo account',
    close: 'Chiudi menu',
    account: 'Account',
    explore: 'Esplora',
    about: 'Informazioni',
    profile: 'Profilo',
    profileSettings: 'Impostazioni profilo',
    analytics: 'Analytics',
    community: 'Community',
    aiChat: 'Chat AI',
    socialLinks: 'Social links',
    privacy: 'Privacy',
    terms: 'Termini di servizio',
    aboutUs: 'Chi siamo',
    premium: 'Premium',
    info: 'Info',
    adminPanel: 'Admin Panel',
    logout: 'Esci',
    socials: [
      { network: 'Instagram', handle: '@riparami.it' },
      { network: 'TikTok', handle: '@riparami' },
      { network: 'YouTube', handle: '@RiparamiCommunity' },
      { network: 'Facebook', handle: 'Riparami Community' },
    ],
  },

  info: {
    title: 'Info',
    version: (version: string) => `Versione ${version}`,
    body: 'Riparami mette in contatto chi ha un dispositivo guasto con chi sa ripararlo, con l’aiuto di un assistente AI.',
    madeIn: 'Fatto con cura in Italia.',
  },

  legal: {
    privacy: {
      title: 'Privacy',
      paragraphs: [
        'Trattiamo solo i dati necessari a far funzionare la community: nome, cognome, indirizzo email e i contenuti che scegli di pubblicare.',
        'Le foto caricate vengono ricodificate e private dei metadati di posizione (EXIF) prima di essere salvate.',
        'La sessione di accesso usa un cookie tecnico protetto; non usiamo cookie pubblicitari né vendiamo i tuoi dati a terzi.',
        'Puoi chiedere in qualsiasi momento l’accesso, la correzione o la cancellazione dei tuoi dati scrivendo a privacy@riparami.it.',
      ],
    },
    terms: {
      title: 'Termini di servizio',
      paragraphs: [
        'Usando Riparami ti impegni a pubblicare contenuti rispettosi, veritieri e pertinenti alla riparazione di dispositivi.',
        'I consigli della community e dell’assistente AI sono forniti a titolo informativo: ogni intervento è a tuo rischio. Scollega sempre l’alimentazione e rispetta le avvertenze di sicurezza.',
        'I link ai prodotti consigliati possono essere link di affiliazione: acquistando tramite essi sostieni il progetto senza costi aggiuntivi.',
        'Possiamo rimuovere contenuti segnalati o sospendere account che violano queste regole.',
      ],
    },
    about: {
      title: 'Chi siamo',
      paragraphs: [
        'Riparami nasce da un gruppo di tecnici e appassionati convinti che riparare sia meglio che buttare.',
        'Mettiamo in contatto chi ha un problema con chi ha l’esperienza per risolverlo, e affianchiamo la community con un assistente AI che propone guide passo dopo passo.',
        'Ogni dispositivo riparato è un rifiuto elettronico in meno.',
      ],
    },
  },

  notificationSheet: {
    title: 'Notifiche',
    description: 'Le tue notifiche più recenti',
    all: 'Tutte',
    unread: 'Non lette',
    social: 'Social',
    empty: 'Nessuna notifica',
    emptyDescription: 'Ti avviseremo quando qualcuno interagisce con te.',
    unreadMark: 'Non letta',
    seeAll: 'Vedi tutte le notifiche',
    close: 'Chiudi notifiche',
    markReadError: 'Impossibile segnare come letta',
  },

  screens: {
    feed: {
      title: 'Home',
      description: 'Qui troverai i problemi di riparazione pubblicati dalla community.',
    },
    messages: { title: 'Messaggi', description: 'Qui troverai le tue conversazioni con gli altri membri.' },
    chat: { title: 'Chat', description: 'Qui potrai scrivere in tempo reale con questo membro.' },
    backToMessages: 'Torna ai messaggi',
    ai: {
      title: 'Assistente AI Riparazioni',
      description: 'Descrivi un guasto o invia una foto e ricevi una guida passo dopo passo.',
    },
    create: { title: 'Crea', description: 'Qui potrai pubblicare un problema di riparazione o un reel.' },
    reels: { title: 'Reels', description: 'Brevi video di riparazione dalla community, uno dopo l’altro.' },
    notifications: { title: 'Notifiche', description: 'Qui troverai tutte le tue notifiche.' },
    profile: { title: 'Profilo', description: 'Qui troverai il tuo profilo, i tuoi post e i tuoi reel.' },
    admin: { title: 'Admin Panel', description: 'Statistiche, gestione utenti e moderazione dei contenuti.' },
  },

  admin: {
    restrictedTitle: 'Accesso Limitato',
    restrictedDescription: 'Questa sezione è riservata agli amministratori. Ti stiamo riportando alla home.',
    deniedTitle: 'Accesso negato',
    deniedDescription: 'Solo gli amministratori possono aprire il pannello.',
  },

  notFound: {
    title: 'Page Not Found',
    description: 'La pagina che cerchi non esiste o è stata spostata.',
  },

  landing: {
    signIn: 'Accedi',
    heroBody:
      'Pubblica il guasto del tuo smartphone, computer o elettrodomestico, ricevi l’aiuto di chi ci è già passato e segui guide passo dopo passo.',
    cta: 'Inizia ora',
    categoriesLabel: 'Categorie di dispositivi',
    categories: ['Smartphone', 'Computer', 'Elettrodomestici', 'Console'],
    featuresTitle: 'Cosa trovi nella community',
    features: [
      {
        title: 'Problemi di riparazione',
        body: 'Descrivi il guasto con foto e dettagli: chi ha esperienza ti risponde con consigli concreti.',
      },
      {
        title: 'Reels',
        body: 'Brevi video per imparare procedure e trucchi direttamente dai riparatori della community.',
      },
      {
        title: 'Aiuto in chat dal vivo',
        body: 'Scrivi a chi può aiutarti e ricevi risposte in tempo reale, anche mentre stai riparando.',
      },
      {
        title: 'Assistente AI',
        body: 'Analizza il problema da un testo o da una foto e ti propone una guida step-by-step con gli strumenti giusti.',
      },
    ],
    joinTitle: 'Unisciti a Riparami',
    joinBody: 'Registrarsi è gratis. Ogni riparazione condivisa aiuta qualcun altro.',
    footer: (year: number) => `© ${year} Riparami`,
    legalNav: 'Informazioni legali',
    preview: {
      label: 'Esempio di post della community',
      author: 'Giulia R.',
      time: '2h',
      title: 'iPhone 12: schermo nero dopo una caduta',
      body: 'Si sente la vibrazione ma lo schermo resta nero. Da dove inizio?',
      help: 'Aiuta',
      likes: '12',
      comments: '5',
      aiTitle: 'Assistente AI',
      aiBody: 'Probabile connettore del display scollegato. Difficoltà: intermedia, 30–45 min.',
    },
  },

  auth: {
    loginTitle: 'Accedi al tuo account',
    registerTitle: 'Crea un nuovo account',
    loginSubtitle: 'Bentornato! Accedi per continuare.',
    registerSubtitle: 'Bastano pochi secondi per unirti alla community.',
    google: 'Continua con Google',
    apple: 'Continua con Apple',
    orEmail: 'oppure con email',
    email: 'Email',
    emailPlaceholder: 'nome@esempio.it',
    password: 'Password',
    passwordPlaceholder: 'La tua password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    firstName: 'Nome',
    lastName: 'Cognome',
    optional: '(facoltativo)',
    login: 'Accedi',
    register: 'Registrati',
    noAccount: 'Non hai un account?',
    toRegister: 'Crea un account',
    haveAccount: 'Sei già dei nostri?',
    toLogin: 'Ho già un account',
    missingFieldsTitle: 'Campi mancanti',
    missingFieldsDescription: 'Email e password sono obbligatori',
    missingNameTitle: 'Nome mancante',
    missingNameDescription: 'Il nome è obbligatorio per la registrazione',
    loginSuccess: 'Login effettuato!',
    loginSuccessDescription: 'Bentornato su Riparami.',
    unverifiedTitle: 'Email non verificata',
    unverifiedDescription: 'Controlla la tua casella email per il link di verifica',
    loginErrorTitle: 'Errore login',
    invalidCredentials: 'Credenziali non valide',
    registered: 'Account creato!',
    registeredDescription: 'Ti abbiamo inviato un link per verificare la tua email.',
    registeredNoMailDescription: 'Non siamo riusciti a inviare l’email di verifica: usa «Reinvia email».',
    registerErrorTitle: 'Errore registrazione',
    registerErrorDefault: "Errore nella creazione dell'account",
    verifyTitle: 'Verifica la tua email!',
    verifyBody: 'Abbiamo inviato un link di verifica a',
    verifyHint: 'Apri il link per attivare il tuo account, poi accedi. Il link è valido 24 ore.',
    resend: 'Reinvia email',
    backToLogin: 'Torna al login',
  },

  resend: {
    sentTitle: 'Email inviata!',
    sentDescription: 'Controlla la tua casella di posta',
    errorTitle: 'Errore nel reinvio',
    errorDefault: "Errore nel reinvio dell'email",
    unavailable: 'Sistema email temporaneamente non disponibile',
  },

  verifyEmail: {
    loadingTitle: 'Verifica in corso…',
    loadingBody: 'Stiamo verificando il tuo indirizzo email.',
    successTitle: 'Email verificata!',
    successDefault: 'Il tuo indirizzo email è stato verificato.',
    successRedirect: 'Ti stiamo portando alla home…',
    goHome: 'Vai alla home',
    errorTitle: "Errore nella verifica dell'email",
    missingToken: "Token di verifica mancante nell'URL",
    hintExpired: 'I link di verifica sono validi 24 ore. Richiedine uno nuovo qui sotto.',
    hintUsed:
      "Ogni link di verifica funziona una sola volta. Se hai già confermato l'email puoi accedere, altrimenti richiedi un nuovo link.",
    hintAlreadyVerified: 'Non serve fare altro: accedi con la tua email e la tua password.',
    goToLogin: 'Vai al login',
    emailLabel: 'La tua email',
    missingEmailTitle: 'Email mancante',
    missingEmailDescription: 'Inserisci la tua email per ricevere un nuovo link di verifica',
    resend: 'Reinvia email',
    resendingTitle: 'Invio in corso…',
    resendingBody: 'Stiamo inviando un nuovo link di verifica.',
    resendSuccessTitle: 'Email inviata!',
    resendSuccessBody: (email: string) =>
      `Abbiamo inviato un nuovo link di verifica a ${email}. Controlla la tua casella di posta (anche lo spam).`,
    resendErrorTitle: "Errore nel reinvio dell'email",
  },
} as const;

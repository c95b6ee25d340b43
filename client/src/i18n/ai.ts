/** The Italian texts of the AI assistant (SPEC §2 'AI assistant', §8); SPEC's own are kept to the letter. */
export const aiText = {
  title: 'Assistente AI Riparazioni',
  subtitle: 'Analisi avanzata con guide step-by-step',
  back: 'Torna alla home',
  newChat: 'Nuova Chat',

  empty: {
    textTitle: 'Analisi Testuale',
    textBody:
      'Descrivi il guasto con parole tue: dispositivo, marca e cosa succede. Ricevi cause, soluzioni e una guida passo passo.',
    imageTitle: 'Analisi Immagini',
    imageBody: 'Carica una foto del guasto e descrivi cosa si vede: l’assistente ti dice da dove partire.',
    /** Without a vision model the photo is not looked at (issue 24): say what really happens. */
    imageBodyNoVision:
      'Allega una foto e descrivi cosa si vede: la risposta si basa sulla tua descrizione, e la foto resta con la domanda se la porti alla community con ‘Chiedi alla community’.',
  },

  history: {
    open: 'Le tue conversazioni',
    title: 'Le tue conversazioni',
    description: 'Riprendi una riparazione o eliminala',
    close: 'Chiudi',
    empty: 'Nessuna conversazione salvata',
    emptyDescription:
      'Le domande che fai all’assistente restano qui, con i passi della guida che hai segnato.',
    loading: 'Caricamento delle conversazioni…',
    loadError: 'Impossibile caricare le conversazioni',
    current: 'Aperta ora',
    delete: (title: string) => `Elimina la conversazione «${title}»`,
    confirmDelete: 'Eliminare questa conversazione?',
    confirmDeleteDescription: 'I messaggi e i passi segnati della guida verranno eliminati definitivamente.',
    confirmDeleteAction: 'Elimina',
    cancel: 'Annulla',
    deleted: 'Conversazione eliminata',
    deleteError: 'Impossibile eliminare la conversazione',
    restoreError: 'Impossibile riaprire la conversazione',
    photoAttached: 'Foto allegata',
  },

  choicesLabel: 'Risposte suggerite',
  stepError: 'Impossibile salvare il passo della guida',

  input: {
    label: 'Messaggio per l’assistente',
    placeholder: 'Descrivi il problema di riparazione...',
    imagePlaceholder: "Descrivi cosa vedi nell'immagine...",
    upload: 'Carica un’immagine',
    send: 'Invia',
    imageReady: "Immagine caricata - Pronta per l'analisi",
    remove: 'Rimuovi',
    imagePreview: 'Anteprima dell’immagine caricata',
    imageUnreadable: 'Impossibile leggere l’immagine, prova con un’altra foto',
  },

  you: 'Tu',
  assistant: 'Assistente',
  typing: 'L’assistente sta scrivendo...',
  sentImage: 'Immagine inviata',
  failed: 'Nessuna risposta dall’assistente',
  retry: 'Riprova',
  analysisIntro: 'Ecco la mia analisi:',
  errorReply: 'Non sono riuscito a rispondere. Riprova tra poco.',

  card: {
    title: 'Analisi Riparazione AI',
    difficulty: { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzato' },
    difficultyLabel: 'Difficoltà',
    problem: 'Problema identificato',
    confidence: (value: number) => `${value}% di sicurezza`,
    time: 'Tempo stimato',
    warnings: 'Avvertenze di sicurezza',
    tabs: {
      label: 'Dettagli dell’analisi',
      causes: 'Cause',
      solutions: 'Soluzioni',
      tools: 'Strumenti',
      guide: 'Guida',
    },
    noTools: 'Non servono strumenti particolari.',
  },

  guide: {
    progress: 'Progresso Riparazione',
    completed: (done: number, total: number) => `${done} di ${total} completati`,
    none: 'Guida dettagliata non disponibile per questa riparazione',
    step: (n: number) => `Passo ${n}`,
    warning: 'Attenzione',
    expected: 'Risultato atteso',
    markDone: (n: number) => `Segna il passo ${n} come completato`,
  },

  products: {
    title: 'Strumenti Raccomandati',
    badge: 'Affiliate Partner',
    loading: 'Caricamento prodotti...',
    viewed: 'Visualizzato',
    buy: (retailer: string) => `Acquista su ${retailer}`,
    more: (n: number) => (n === 1 ? 'Vedi altri (1)' : `Vedi altri (${n})`),
    buyLabel: (title: string, retailer: string) =>
      `Acquista ${title} su ${retailer} (si apre in una nuova scheda)`,
    note: 'I link sono link di affiliazione: acquistando tramite essi sostieni il progetto senza costi aggiuntivi per te. I prezzi possono variare.',
    imageAlt: (title: string) => `Foto di ${title}`,
    category: {
      strumenti: 'Strumenti',
      saldatura: 'Saldatura',
      misura: 'Misura',
      smartphone: 'Smartphone',
      componenti: 'Componenti',
      other: 'Altro',
    },
  },

  similar: {
    solved: 'Risolto',
    solution: (line: string) => `Soluzione: ${line}`,
    title: 'Dalla community',
    intro: 'Altri membri hanno avuto un problema simile:',
    comments: (n: number) => (n === 1 ? '1 commento' : `${n} commenti`),
    open: (title: string) => `Apri il post «${title}»`,
    loading: 'Caricamento del post...',
    loadError: 'Impossibile caricare il post',
    noComments: 'Ancora nessun commento su questo post.',
    commentsTitle: 'Come l’hanno risolto',
  },

  community: {
    ask: 'Chiedi alla community',
    dialogTitle: 'Chiedi alla community',
    dialogDescription: 'Pubblica il problema come post: la community potrà risponderti nei commenti.',
    titleLabel: 'Titolo',
    contentLabel: 'Descrizione',
    photo: 'La foto verrà allegata al post',
    photoSkipped: 'Questa foto non può essere allegata (solo JPG o PNG)',
    publish: 'Pubblica',
    cancel: 'Annulla',
    published: 'Post pubblicato!',
    publishedDescription: 'La community ora può aiutarti.',
    required: 'Titolo e contenuto sono obbligatori',
  },
} as const;

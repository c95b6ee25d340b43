/** One page of the legal and info area: a title, when it was last updated, and its sections. */
export interface LegalPage {
  title: string;
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export type LegalPageId = 'privacy' | 'termini' | 'chi-siamo' | 'info';

/** The legal and info pages of the side menu (privacy, termini, chi siamo, info). */
export const legalPages: Record<LegalPageId, LegalPage> = {
  privacy: {
    title: 'Informativa sulla privacy',
    updated: 'Ultimo aggiornamento: novembre 2026',
    intro:
      'Questa informativa spiega quali dati personali tratta Riparami, perché, per quanto tempo e quali diritti hai, ai sensi del Regolamento (UE) 2016/679 (GDPR) e del Codice privacy italiano.',
    sections: [
      {
        heading: 'Titolare del trattamento',
        paragraphs: [
          'Il titolare del trattamento è il gestore del servizio Riparami. Per qualsiasi domanda sui tuoi dati puoi scrivere a privacy@riparami.it.',
        ],
      },
      {
        heading: 'Quali dati trattiamo',
        paragraphs: [
          'Dati dell’account: nome, cognome, indirizzo email, password (conservata solo come impronta argon2id, mai in chiaro), foto profilo e biografia, se le inserisci.',
          'Contenuti che pubblichi: post, foto, reel, commenti, mi piace, follow e messaggi diretti, oltre alle domande che fai all’assistente AI.',
          'Dati tecnici: le sessioni di accesso attive (data di accesso e ultima attività) e i registri tecnici necessari alla sicurezza del servizio.',
          'Se accedi con Google, Apple o un altro provider OpenID, riceviamo dal provider solo un identificativo dell’account, l’email verificata e il nome.',
        ],
      },
      {
        heading: 'Perché li trattiamo',
        paragraphs: [
          'Per fornirti il servizio che hai richiesto iscrivendoti (base giuridica: esecuzione del contratto, art. 6.1.b GDPR): mostrare i tuoi contenuti alla community, consegnare i messaggi, inviarti le notifiche e le email di servizio (verifica dell’indirizzo, reimpostazione della password).',
          'Per proteggere il servizio e i suoi utenti da abusi, spam e accessi non autorizzati (legittimo interesse, art. 6.1.f GDPR).',
          'Non usiamo i tuoi dati per pubblicità profilata e non li vendiamo a nessuno.',
        ],
      },
      {
        heading: 'Foto e posizione',
        paragraphs: [
          'Le foto che carichi vengono ricodificate e private dei metadati EXIF, compresa la posizione GPS, prima di essere salvate.',
        ],
      },
      {
        heading: 'Per quanto tempo',
        paragraphs: [
          'Conserviamo i tuoi dati finché il tuo account resta attivo. Quando elimini l’account, profilo, post, reel, commenti, messaggi e file caricati vengono cancellati subito e definitivamente.',
          'I link inviati per email scadono: quello di verifica dopo 24\u00a0ore, quello per reimpostare la password dopo 1\u00a0ora.',
        ],
      },
      {
        heading: 'Chi può vedere i tuoi dati',
        paragraphs: [
          'Nome, foto profilo e contenuti pubblicati sono visibili agli altri membri della community; la tua email no. I messaggi diretti sono visibili solo a te e al destinatario.',
          'I dati sono ospitati da fornitori tecnici (hosting, archiviazione dei file, invio delle email) che agiscono come responsabili del trattamento per nostro conto.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          'Puoi esercitare in ogni momento i diritti di accesso, rettifica, cancellazione, limitazione, opposizione e portabilità (artt. 15-22 GDPR).',
          'Molti li puoi esercitare da solo in Impostazioni profilo: modificare i dati, scaricare una copia di tutti i tuoi dati in formato JSON con i file caricati, ed eliminare l’account.',
          'Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        ],
      },
      {
        heading: 'Cookie',
        paragraphs: [
          'Riparami usa solo cookie tecnici: il cookie di sessione che ti mantiene connesso e, durante l’accesso con un provider esterno, un cookie temporaneo che protegge la procedura. Non usiamo cookie di profilazione, di analisi o di terze parti, per cui non è richiesto il consenso.',
        ],
      },
      {
        heading: 'Minori',
        paragraphs: ['Il servizio è rivolto a chi ha almeno 14 anni, l’età del consenso digitale in Italia.'],
      },
    ],
  },
  termini: {
    title: 'Termini di servizio',
    updated: 'Ultimo aggiornamento: novembre 2026',
    intro:
      'Usando Riparami accetti questi termini. Li abbiamo scritti in modo semplice: se qualcosa non è chiaro, scrivici a supporto@riparami.it.',
    sections: [
      {
        heading: 'Il servizio',
        paragraphs: [
          'Riparami è una community in cui chi ha un dispositivo guasto chiede aiuto e chi sa ripararlo lo offre, con il supporto di un assistente AI che propone diagnosi e guide passo dopo passo.',
        ],
      },
      {
        heading: 'Il tuo account',
        paragraphs: [
          'Sei responsabile di ciò che accade con il tuo account: scegli una password sicura e non condividerla. Se pensi che qualcuno vi abbia avuto accesso, cambia la password e usa “Esci da tutti i dispositivi” nelle impostazioni.',
        ],
      },
      {
        heading: 'I contenuti che pubblichi',
        paragraphs: [
          'I contenuti restano tuoi. Pubblicandoli ci concedi il permesso di mostrarli agli altri membri all’interno del servizio, finché non li elimini.',
          'Pubblica solo contenuti rispettosi, veritieri e pertinenti alla riparazione, di cui hai i diritti. Non sono ammessi insulti, spam, contenuti illegali o dati personali di altre persone.',
          'Puoi segnalare i contenuti che violano queste regole e bloccare gli utenti con cui non vuoi interagire. Possiamo rimuovere contenuti e sospendere account che violano i termini.',
        ],
      },
      {
        heading: 'Consigli di riparazione e sicurezza',
        paragraphs: [
          'I consigli della community e dell’assistente AI sono informativi e possono essere sbagliati o incompleti. Ogni intervento è a tuo rischio: scollega sempre l’alimentazione, rispetta le avvertenze di sicurezza e rivolgiti a un tecnico qualificato per gas, alta tensione e batterie danneggiate.',
          'Aprire un dispositivo può far decadere la garanzia del produttore.',
        ],
      },
      {
        heading: 'Link di affiliazione',
        paragraphs: [
          'Alcuni link a strumenti e ricambi sono link di affiliazione: se acquisti tramite essi riceviamo una piccola commissione, senza costi aggiuntivi per te. I prezzi possono variare.',
        ],
      },
      {
        heading: 'Chiusura dell’account',
        paragraphs: [
          'Puoi eliminare il tuo account quando vuoi da Impostazioni profilo: la cancellazione è immediata e definitiva.',
        ],
      },
      {
        heading: 'Legge applicabile',
        paragraphs: [
          'Questi termini sono regolati dalla legge italiana. Restano salvi i diritti che il Codice del consumo riconosce a chi usa il servizio come consumatore.',
        ],
      },
    ],
  },
  'chi-siamo': {
    title: 'Chi siamo',
    updated: 'La community di riparazione intelligente',
    intro:
      'Riparami nasce da un gruppo di tecnici e appassionati convinti che riparare sia meglio che buttare.',
    sections: [
      {
        heading: 'La nostra idea',
        paragraphs: [
          'Ogni anno in Italia si producono centinaia di migliaia di tonnellate di rifiuti elettronici, e molti di quei dispositivi avevano solo un guasto semplice: un connettore ossidato, un fusibile, una guarnizione.',
          'Riparami mette in contatto chi ha un problema con chi ha l’esperienza per risolverlo, e affianca la community con un assistente AI che propone cause probabili, soluzioni e guide passo dopo passo.',
        ],
      },
      {
        heading: 'Come funziona',
        paragraphs: [
          'Pubblichi il tuo problema con una descrizione e qualche foto; la community commenta, ti segue e ti scrive per aiutarti con il pulsante “Aiuta”. I reel mostrano le riparazioni in pochi secondi.',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: ['Scrivici a ciao@riparami.it: leggiamo tutto.'],
      },
    ],
  },
  info: {
    title: 'Info',
    updated: 'Riparami · La community di riparazione intelligente',
    intro:
      'Riparami mette in contatto chi ha un dispositivo guasto con chi sa ripararlo, con l’aiuto di un assistente AI.',
    sections: [
      {
        heading: 'Sicurezza',
        paragraphs: [
          'Le password sono conservate con argon2id, le sessioni sono cookie tecnici HttpOnly, le foto perdono i metadati di posizione. Puoi vedere e chiudere le sessioni attive dalle impostazioni.',
        ],
      },
      {
        heading: 'Assistenza',
        paragraphs: [
          'Per problemi con l’app scrivi a supporto@riparami.it; per i dati personali a privacy@riparami.it.',
        ],
      },
    ],
  },
};

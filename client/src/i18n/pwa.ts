/** Texts of the installable app (issue 28). */
export const pwaText = {
  updateTitle: 'Nuova versione disponibile',
  updateDescription: 'Aggiorna per usare l’ultima versione di Riparami.',
  update: 'Aggiorna',
  offline:
    'Sei offline: vedi l’app salvata sul dispositivo. I contenuti si aggiorneranno quando torni online.',
  install: 'Installa l’app',
  installHint: 'Tieni Riparami nella schermata home, come un’app.',
};

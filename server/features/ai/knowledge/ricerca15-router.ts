import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { PSU_CLOSED, ROUTER } from './warnings.ts';

/**
 * Home routers and modems (issue 24, round 20): members with a router that restarted by itself, flashed every LED or
 * could no longer be reached were told the assistant had no guide (batch 17: a Fritz!Box and three Asus and Fonera
 * routers, each brought back by a new power adapter). A router's own faults are few and well known to repairers:
 * the small external adapter whose capacitors dry out and whose voltage sags under load, heat in a closed cabinet,
 * a firmware or configuration that hangs, and the line itself when the LEDs say so. Written from repair practice.
 */
export const RICERCA15_ROUTER: KnowledgeEntry[] = [
  {
    id: 'router-si-riavvia',
    category: 'computer',
    devices: ['router'],
    label: 'il router si riavvia da solo, si spegne o non si raggiunge più',
    symptoms: [
      'il router si riavvia da solo di continuo',
      'il modem si spegne e si riaccende, le luci lampeggiano tutte insieme',
      'il router sembra acceso ma non si raggiunge più, nemmeno col cavo',
      'internet cade quando più dispositivi sono collegati',
      'la connessione via cavo di rete cade ogni tanto e devo ricollegarmi',
      'il router non si accende, nessuna luce',
      'la fritzbox si riavvia ogni tanto e perdo internet e telefono',
      'i led del router si spengono un attimo e poi tornano normali',
    ],
    problem:
      'Router o modem che si riavvia da solo, si spegne o non si raggiunge: il più delle volte è l’alimentatore esterno esaurito (condensatori secchi, la tensione cala sotto carico), poi il surriscaldamento, un firmware o una configurazione bloccati, o la linea',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [PSU_CLOSED, ROUTER],
    causes: [
      'Alimentatore esterno del router esaurito: i condensatori al suo interno si seccano o si gonfiano e sotto carico la tensione cala, il router si riavvia o si blocca',
      'Surriscaldamento: router chiuso in un mobile o coperto, prese d’aria piene di polvere',
      'Firmware o configurazione bloccati: il router va in crash o resta in modalità di emergenza (failsafe)',
      'Linea o servizio dell’operatore assente: la spia della linea (DSL, fibra, Internet) è spenta o rossa',
      'Cavo di rete o piccolo switch di rete tra il computer e il router difettoso: la connessione cade solo ai dispositivi collegati lì',
      'Scheda del router guasta (condensatori interni gonfi, memoria flash rovinata) dopo anni di accensione continua',
    ],
    tells: [
      'se con un alimentatore della stessa tensione e di corrente uguale o maggiore non si riavvia più, o se il vecchio scalda molto, ronza o ha l’involucro gonfio, allora era l’alimentatore',
      'se si riavvia soprattutto quando fa caldo o quando è chiuso in un mobile, allora è il calore',
      'se dopo un ripristino alle impostazioni di fabbrica smette di bloccarsi, allora era la configurazione o il firmware',
      'se il router resta acceso ma la spia della linea è spenta o rossa, allora il problema è sulla linea: chiama l’operatore',
      'se la connessione cade solo ai computer collegati via cavo allo stesso switch o allo stesso cavo, allora è lo switch o il cavo di rete',
      'se anche con un alimentatore buono, al fresco e dopo il ripristino si riavvia, allora è la scheda del router',
    ],
    solutions: [
      'Prova un alimentatore con la stessa tensione (V), la stessa polarità e una corrente (A) uguale o maggiore di quella scritta sull’etichetta del router',
      'Metti il router in un punto arieggiato, in piedi se previsto, e togli la polvere dalle prese d’aria',
      'Aggiorna il firmware dal pannello del router o, se resta bloccato, fai un ripristino alle impostazioni di fabbrica',
      'Se la spia della linea è spenta o rossa, controlla il cavo del telefono o della fibra e chiama l’operatore',
      'Se cade solo a un computer collegato via cavo, cambia il cavo di rete e collega il computer direttamente al router, senza lo switch in mezzo',
      'Se anche con un alimentatore buono e al fresco si riavvia, chiedi all’operatore un router nuovo (spesso è in comodato) o sostituiscilo',
    ],
    tools: [T.multimetro, T.pennelli, T.ariaCompressa],
    steps: [
      step(
        'Leggi sull’etichetta del router e su quella del suo alimentatore la tensione (V) e la corrente (A) e guarda se l’alimentatore è caldo, ronza o ha l’involucro gonfio.',
        'Sai che alimentatore serve',
      ),
      step(
        'Collega un alimentatore con la stessa tensione, la stessa polarità e una corrente uguale o maggiore (molti router usano 12 V), e lascialo acceso un giorno con i soliti dispositivi collegati.',
        'Il router non si riavvia più',
        PSU_CLOSED,
      ),
      step(
        'Se si riavvia ancora, spostalo in un punto arieggiato, fuori da mobili chiusi, e soffia via la polvere dalle prese d’aria.',
        'Il router resta tiepido e acceso',
      ),
      step(
        'Guarda la spia della linea (DSL, fibra o Internet): se è spenta o rossa mentre le altre sono accese, controlla il cavo della linea e chiama l’operatore.',
        'Sai se il problema è sulla linea',
      ),
      step(
        'Annota le impostazioni (nome e password del wifi, dati di accesso dell’operatore), aggiorna il firmware o fai un ripristino alle impostazioni di fabbrica tenendo premuto il tasto reset per 10-15 secondi.',
        'Il router riparte e non si blocca più',
        ROUTER,
      ),
    ],
    cost: 'Alimentatore nuovo 8-20 €; router nuovo 40-150 € (spesso dato in comodato dall’operatore).',
    ifNotFixed:
      'Se con un alimentatore buono, al fresco e dopo il ripristino si riavvia ancora, è la scheda del router: chiedi all’operatore la sostituzione o cambialo.',
  },
];

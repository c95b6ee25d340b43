import { ALTRI } from './altri.ts';
import { CASA } from './casa.ts';
import { CASA_GUASTI } from './casa-guasti.ts';
import { CODICI_COMPUTER } from './codici-computer.ts';
import { CODICI_CONSOLE } from './codici-console.ts';
import { CODICI_FREDDO_CUCINA } from './codici-freddo-cucina.ts';
import { CODICI_LAVAGGIO } from './codici-lavaggio.ts';
import { CODICI_SMARTPHONE } from './codici-smartphone.ts';
import { COMPUTER } from './computer.ts';
import { COMPUTER_COMPONENTI } from './computer-componenti.ts';
import { COMPUTER_GUASTI } from './computer-guasti.ts';
import { CONSOLE } from './console.ts';
import { CONSOLE_GENERAZIONI } from './console-generazioni.ts';
import { ELETTRODOMESTICI_CODICI } from './elettrodomestici-codici.ts';
import { LAVAGGIO } from './lavaggio.ts';
import { RICERCA_COMPUTER } from './ricerca-computer.ts';
import { RICERCA_CONSOLE } from './ricerca-console.ts';
import { RICERCA_ELETTRODOMESTICI } from './ricerca-elettrodomestici.ts';
import { RICERCA_SMARTPHONE } from './ricerca-smartphone.ts';
import { RICERCA2_COMPUTER } from './ricerca2-computer.ts';
import { RICERCA2_CONSOLE } from './ricerca2-console.ts';
import { RICERCA2_ELETTRODOMESTICI } from './ricerca2-elettrodomestici.ts';
import { RICERCA2_SMARTPHONE } from './ricerca2-smartphone.ts';
import { RICERCA3_COMPUTER } from './ricerca3-computer.ts';
import { RICERCA3_CONSOLE } from './ricerca3-console.ts';
import { RICERCA3_ELETTRODOMESTICI } from './ricerca3-elettrodomestici.ts';
import { RICERCA3_SMARTPHONE } from './ricerca3-smartphone.ts';
import { RICERCA4_COMPUTER } from './ricerca4-computer.ts';
import { RICERCA4_CONSOLE } from './ricerca4-console.ts';
import { RICERCA4_ELETTRODOMESTICI } from './ricerca4-elettrodomestici.ts';
import { RICERCA4_SMARTPHONE } from './ricerca4-smartphone.ts';
import { RICERCA5_CONSOLE } from './ricerca5-console.ts';
import { RICERCA5_ELETTRODOMESTICI } from './ricerca5-elettrodomestici.ts';
import { RICERCA6_GENERICI } from './ricerca6-generici.ts';
import { RICERCA7_CASA } from './ricerca7-casa.ts';
import { RICERCA7_CONSOLE } from './ricerca7-console.ts';
import { RICERCA7_ODORI } from './ricerca7-odori.ts';
import { RICERCA8_CASA } from './ricerca8-casa.ts';
import { RICERCA8_COMPUTER } from './ricerca8-computer.ts';
import { RICERCA9_CASA } from './ricerca9-casa.ts';
import { RICERCA9_CONSOLE } from './ricerca9-console.ts';
import { RICERCA10_EREADER } from './ricerca10-ereader.ts';
import { RICERCA11_STAMPANTE } from './ricerca11-stampante.ts';
import { RICERCA12_STUFETTA } from './ricerca12-stufetta.ts';
import { RICERCA13_INDUZIONE } from './ricerca13-induzione.ts';
import { RICERCA14_VENTILATORE } from './ricerca14-ventilatore.ts';
import { RICERCA15_ROUTER } from './ricerca15-router.ts';
import { RICERCA16_SMARTWATCH } from './ricerca16-smartwatch.ts';
import { RICERCA17_LAVASTOVIGLIE_ROBOT } from './ricerca17-lavastoviglie-robot.ts';
import {
  RICERCA18_CONTROLLER_FLAT,
  RICERCA18_HOME_COMPUTER,
  RICERCA18_KNOWN_BOOTLOOP,
  RICERCA18_SD_CARD,
} from './ricerca18-controller-retro.ts';
import { RICERCA19_CALDAIA } from './ricerca19-caldaia.ts';
import { RICERCA19_JOYSTICK_RETRO, RICERCA19_PDA_TOUCH } from './ricerca19-retro.ts';
import { RICERCA19_TASTIERA_KIT } from './ricerca19-tastiera-kit.ts';
import { SMARTPHONE } from './smartphone.ts';
import { SMARTPHONE_GUASTI } from './smartphone-guasti.ts';
import { type KnowledgeEntry, numbered } from './types.ts';

/** The whole offline knowledge base, steps numbered. */
export const KNOWLEDGE: KnowledgeEntry[] = numbered([
  ...SMARTPHONE,
  ...SMARTPHONE_GUASTI,
  ...LAVAGGIO,
  ...CASA,
  ...CASA_GUASTI,
  ...COMPUTER,
  ...COMPUTER_COMPONENTI,
  ...COMPUTER_GUASTI,
  ...CONSOLE,
  ...CONSOLE_GENERAZIONI,
  ...ELETTRODOMESTICI_CODICI,
  ...CODICI_LAVAGGIO,
  ...CODICI_FREDDO_CUCINA,
  ...CODICI_COMPUTER,
  ...CODICI_CONSOLE,
  ...CODICI_SMARTPHONE,
  ...ALTRI,
  ...RICERCA_SMARTPHONE,
  ...RICERCA_ELETTRODOMESTICI,
  ...RICERCA_COMPUTER,
  ...RICERCA_CONSOLE,
  ...RICERCA2_SMARTPHONE,
  ...RICERCA2_ELETTRODOMESTICI,
  ...RICERCA2_COMPUTER,
  ...RICERCA2_CONSOLE,
  ...RICERCA3_COMPUTER,
  ...RICERCA3_CONSOLE,
  ...RICERCA4_CONSOLE,
  ...RICERCA3_SMARTPHONE,
  ...RICERCA3_ELETTRODOMESTICI,
  ...RICERCA4_SMARTPHONE,
  ...RICERCA4_COMPUTER,
  ...RICERCA4_ELETTRODOMESTICI,
  ...RICERCA5_ELETTRODOMESTICI,
  ...RICERCA6_GENERICI,
  ...RICERCA7_ODORI,
  ...RICERCA7_CONSOLE,
  ...RICERCA7_CASA,
  ...RICERCA8_COMPUTER,
  ...RICERCA9_CASA,
  ...RICERCA9_CONSOLE,
  ...RICERCA10_EREADER,
  ...RICERCA11_STAMPANTE,
  ...RICERCA12_STUFETTA,
  ...RICERCA13_INDUZIONE,
  ...RICERCA14_VENTILATORE,
  ...RICERCA15_ROUTER,
  ...RICERCA16_SMARTWATCH,
  ...RICERCA17_LAVASTOVIGLIE_ROBOT,
  ...RICERCA18_CONTROLLER_FLAT,
  ...RICERCA18_HOME_COMPUTER,
  ...RICERCA18_SD_CARD,
  ...RICERCA18_KNOWN_BOOTLOOP,
  ...RICERCA19_JOYSTICK_RETRO,
  ...RICERCA19_PDA_TOUCH,
  ...RICERCA19_CALDAIA,
  ...RICERCA19_TASTIERA_KIT,
  ...RICERCA8_CASA,
  ...RICERCA5_CONSOLE,
]);

const byId = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The entry with this id, if the knowledge base still has it. */
export const entryById = (id: string | null | undefined) => (id ? byId.get(id) : undefined);

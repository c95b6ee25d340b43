import { describe, expect, it } from 'vitest';
import { KNOWLEDGE } from '../knowledge/index.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import { alternativesOf, analysisOf } from './analysis.ts';
import { detectDevices, generationsOf } from './devices.ts';
import { Matcher } from './matcher.ts';
import { diagnose } from './offline.ts';
import { readStory } from './story.ts';
import { stem, stemsOf } from './text.ts';

const matcher = new Matcher(KNOWLEDGE);

describe('reading a story (issue 24)', () => {
  it('weighs where the member read about it, or how long the device sat unused, as almost nothing', () => {
    const read = readStory("l'immagine sulla tv va e viene. In rete c'erano casi simili con quel televisore");
    expect(read.weightOf(stem('rete'))).toBeLessThan(0.1);
    expect(readStory('il portatile non vede la rete wifi').weightOf(stem('rete'))).toBe(1);
    const idle = readStory("l'aveva lasciato fermo per circa 2 anni. All'accensione fa bip bip");
    expect(idle.weightOf(stem('fermo'))).toBeLessThan(0.1);
    expect(readStory('la ventola è ferma e il pc si spegne').weightOf(stem('ferma'))).toBe(1);
  });

  it('tells what the device does from what was tried and from the context', () => {
    const story = readStory(
      'Me l’ha regalato mio fratello a Natale. Ho già provato un altro cavo. Il telefono non carica più.',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['context', 'tried', 'symptom']);
    expect(story.tried).toEqual(['Ho già provato un altro cavo']);
    expect(story.weightOf(stem('carica'))).toBe(1);
    expect(story.weightOf(stem('natale'))).toBeLessThan(1);
    expect(story.weightOf(stem('cavo'))).toBeLessThan(story.weightOf(stem('natale')));
  });

  it('turns at "e ora" / "da allora": what happened before is context, what the device does now is the symptom', () => {
    const story = readStory('il pc di un cliente si è piantato e ora non si accende più');
    expect(story.clauses.map((c) => c.role)).toEqual(['context', 'symptom']);
    expect(story.weightOf(stem('accende'))).toBe(1);
    expect(story.weightOf(stem('piantato'))).toBeLessThan(1);
    expect(readStory('si è bloccato mentre lo usavo, da allora è morto').clauses).toHaveLength(2);
    expect(diagnose('il pc di un cliente si è piantato e ora non si accende più')).toMatchObject({
      kind: 'analysis',
      problemId: 'pc-fisso-non-parte',
    });
  });

  it('hears "l\'ho attaccato alla corrente e niente" as an attempt', () => {
    const story = readStory("Si è spento e non ha più reagito. L'ho attaccato alla corrente e niente.");
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'tried']);
    expect(story.tried).toEqual(["L'ho attaccato alla corrente e niente"]);
  });

  it('hears glass in pieces, split, chipped or cracked as what the device shows', () => {
    for (const words of [
      'Vetro in frantumi',
      'Lo schermo è spaccato',
      'Il vetro è scheggiato',
      'Display incrinato',
    ]) {
      const story = readStory(`Mi è scivolato dalla tasca sul porfido. ${words}.`);
      expect([words, story.clauses.at(-1)?.role]).toEqual([words, 'symptom']);
    }
  });

  it('splits a symptom from an attempt that follows it after a comma', () => {
    const story = readStory('il telefono si spegne da solo col 40% di batteria, ho già provato a riavviarlo');
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'tried']);
    expect(story.tried).toEqual(['ho già provato a riavviarlo']);
    expect(story.weightOf(stem('spegne'))).toBe(1);
  });

  it('reads a list of infinitives that came to nothing as what was tried ("Caricarlo con un altro cavo: niente")', () => {
    const story = readStory(
      'Il tablet non partiva più. Ho provato queste cose. Tenere premuto il tasto di accensione: niente. Caricarlo con caricatori diversi: niente.',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'tried', 'tried', 'tried']);
    expect(story.weightOf(stem('caricatori'))).toBeLessThan(1);
    // An infinitive that says what the device does not do is not an attempt.
    expect(
      readStory('Il telefono scalda. Accendere il wifi è impossibile').clauses.map((c) => c.role),
    ).not.toContain('tried');
  });

  it('weighs the narrator\'s own doings ("non trovavo da dove venisse") as context, not the device\'s', () => {
    const story = readStory(
      'Il computer non si avvia e non trovavo da dove venisse la puzza di plastica bruciata',
    );
    expect(story.weightOf(stem('trovavo'))).toBeLessThan(1);
    expect(story.weightOf(stem('bruciata'))).toBe(1);
    // The same verb said of the device counts in full, and so do nouns in -ivo and a cable ("cavo").
    expect(readStory('non trovavo il bluetooth e il pc non trova le cuffie').weightOf(stem('trova'))).toBe(1);
    const nouns = readStory('il dispositivo non carica con il cavo originale');
    expect(nouns.weightOf(stem('dispositivo'))).toBe(1);
    expect(nouns.weightOf(stem('cavo'))).toBe(1);
  });

  it('hears "non c\'è" / "non c\'era" as what the device still does not do, even after an attempt', () => {
    const story = readStory('ho cambiato la resistenza del grill e aprendo lo sportello non c’era calore');
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom']);
    expect(story.tried).toHaveLength(1);
  });

  it('weighs where the device fell ("si è tuffato nel water") like a symptom: it is often the cause', () => {
    const story = readStory(
      'Il mio iPhone si è tuffato nel water. Poi potevo mandare sms ma non telefonare.',
    );
    expect(story.clauses[0]!.role).toBe('symptom');
    expect(
      diagnose('Il mio iPhone si è tuffato nel water. Poi potevo mandare sms ma non telefonare.'),
    ).toMatchObject({ kind: 'analysis', problemId: 'smartphone-caduto-acqua' });
  });

  it('turns at "ma": the attempt before it, the symptom after it', () => {
    const story = readStory('ho cambiato il cavo ma non carica lo stesso');
    expect(story.clauses.map((c) => c.role)).toEqual(['tried', 'symptom']);
  });

  it('weighs an attempt that goes on with a symptom as a symptom, and still hears the attempt', () => {
    const story = readStory('ho cambiato il cavo e non carica lo stesso');
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom']);
    expect(story.tried).toEqual(['ho cambiato il cavo e non carica lo stesso']);
  });

  it('weighs what the member feared or guessed least ("avevo paura che il connettore…")', () => {
    const story = readStory(
      'Quando lo attacco non fa contatto e non carica, avevo paura che la scheda si stesse rompendo',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'guess']);
    const [board] = stemsOf('scheda');
    const [charge] = stemsOf('carica');
    expect(story.weightOf(board!)).toBeLessThan(story.weightOf(charge!));
  });

  it('hears a present-tense guess ("penso che…") and "dopo aver pulito…" as a guess and an attempt', () => {
    const story = readStory(
      'La lavatrice non dà segni di vita. Penso che abbia centrifugato prima di guastarsi. Dopo aver pulito i contatti, ho svuotato la vasca.',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'guess', 'tried']);
    const [spin] = stemsOf('centrifugato');
    expect(story.weightOf(spin!)).toBeLessThan(1);
    // "dopo aver tolto la batteria" telling when the device starts is not an attempt.
    expect(readStory('si accende solo dopo aver tolto la batteria per venti minuti').clauses[0]!.role).toBe(
      'symptom',
    );
  });

  it('hears what would have been ("se fosse venuto dal disco sarebbero stati guai") as a guess', () => {
    const story = readStory(
      'Il pc fa un rumore fortissimo. Se il rumore fosse venuto dal disco sarebbero stati guai. Il rumore viene dalla ventola.',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['symptom', 'guess', 'symptom']);
  });

  it('does not count an event the member rules out ("non mi era caduto")', () => {
    const story = readStory('Non mi era caduto di recente, ma lo schermo si sta staccando dalla scocca.');
    const [fall] = stemsOf('caduto');
    const [screen] = stemsOf('schermo');
    expect(story.weightOf(fall!)).toBeLessThan(0.1);
    expect(story.weightOf(screen!)).toBe(1);
    // Said without a negation, the fall is evidence like any other word.
    expect(readStory('Mi è caduto e lo schermo si sta staccando.').weightOf(fall!)).toBe(1);
  });

  it('weighs a part the member says still works ("il microfono funzionava ancora") least', () => {
    const [mic] = stemsOf('microfono');
    const [speaker] = stemsOf('altoparlante');
    const story = readStory(
      "Dopo una caduta l'altoparlante ha smesso di funzionare. Il microfono funzionava ancora, come anche le cuffie.",
    );
    expect(story.weightOf(mic!)).toBeLessThan(0.3);
    expect(story.weightOf(speaker!)).toBe(1);
    // A part that does not work, or works only sometimes, is the symptom.
    for (const text of [
      'Il microfono non funziona più.',
      'il microfono funziona solo col vivavoce',
      'il microfono funziona male e gracchia',
    ])
      expect(readStory(text).weightOf(mic!), text).toBe(1);
    // "lo accendo, va bene" is the member switching it on, not a part.
    const [on] = stemsOf('accendo');
    expect(readStory('Quando lo accendo va bene, poi si blocca.').weightOf(on!)).toBeGreaterThan(0.3);
  });

  it('weighs what happened to the device (a fall in water, a storm) as much as a symptom', () => {
    const story = readStory(
      'Sabato sera mi è finito nel water mentre lo tiravo fuori dalla tasca. Adesso il touch non risponde.',
    );
    const [water] = stemsOf('water');
    expect(story.weightOf(water!)).toBe(1);
    const storm = readStory(
      'Durante il temporale di ieri notte è saltata la luce. Il pc fisso non si accende più.',
    );
    expect(storm.weightOf(stemsOf('temporale')[0]!)).toBe(1);
    // Who owns it stays context.
    expect(storm.clauses[0]!.role).toBe('symptom');
    expect(readStory('Il telefono è di mia sorella. Non carica più.').clauses[0]!.role).toBe('context');
  });

  it('hears a symptom told in the past or with its inflections ("si spegneva", "lampeggiava", "bloccato")', () => {
    const story = readStory(
      'Il telefono me l’ha regalato mio fratello a marzo. Il tasto è rimasto premuto. Si accendeva e si spegneva di continuo. La spia lampeggiava. Lo schermo era bloccato.',
    );
    expect(story.clauses.map((c) => c.role)).toEqual(['context', 'symptom', 'symptom', 'symptom', 'symptom']);
  });

  it('reads a one-line description as all symptom', () => {
    expect(readStory('la lavatrice non scarica').weightOf(stem('lavatrice'))).toBe(1);
  });

  it('does not let the context of a long story pick the problem', () => {
    const reply = diagnose(
      'Mio figlio gioca sempre con la play in camera e ieri ho pulito la ventola del portatile con l’aria compressa. ' +
        'Oggi il telefono non si carica: il cavo balla nella porta e devo tenerlo storto.',
    );
    expect(reply.kind).toBe('analysis');
    if (reply.kind === 'analysis') expect(reply.problemId).toBe('smartphone-porta-ricarica-sporca');
  });
});

describe('what the member already tried', () => {
  it('is acknowledged and the step that repeats it is marked, not asked again', () => {
    const reply = diagnose('il telefono non carica più. Ho già provato un altro caricatore e un altro cavo');
    if (reply.kind !== 'analysis') throw new Error('expected a diagnosis');
    expect(reply.notice).toMatch(/^Hai già provato: «Ho già provato un altro caricatore e un altro cavo»/);
    const steps = reply.analysis.stepByStepGuide!.steps;
    expect(steps.filter((s) => s.instruction.startsWith('Già provato da te')).length).toBe(1);
    expect(steps.find((s) => /cavo e un altro caricatore/.test(s.instruction))?.instruction).toMatch(
      /^Già provato da te, puoi saltarlo:/,
    );
  });

  it('leaves the answer as it was when nothing was tried', () => {
    const reply = diagnose('il telefono non carica più, il cavo balla nella porta');
    if (reply.kind !== 'analysis') throw new Error('expected a diagnosis');
    expect(reply.notice).toBeUndefined();
    expect(reply.analysis.stepByStepGuide!.steps.some((s) => s.instruction.startsWith('Già provato'))).toBe(
      false,
    );
  });
});

describe('named patterns', () => {
  it('an on-screen message points at its problem even inside a story', () => {
    const reply = diagnose(
      'Il computer di casa è vecchio, lo usa mia madre per la posta. Da una settimana a ogni accensione scrive CMOS checksum error.',
    );
    expect(reply.kind).toBe('analysis');
    if (reply.kind === 'analysis') expect(reply.problemId).toBe('pc-batteria-cmos');
  });

  it('takes a code of two or three letters only where the text shows it, never the article "le"', () => {
    const withLe = matcher.match('le porte usb del pc non vanno').candidates;
    expect(withLe.some((c) => c.pattern)).toBe(false);
    const shown = matcher.match('la mia lavatrice LG dà errore LE').candidates[0]!;
    expect([shown.entry.id, shown.pattern]).toEqual(['lavatrice-errore-motore', true]);
  });

  it('counts only as a whole word or phrase', () => {
    const ids = matcher.match('il mio portatile non si accende').candidates.map((c) => c.entry.id);
    expect(ids[0]).not.toBe('laptop-chip-grafico-bga');
  });
});

describe('a differential answer', () => {
  const fake = (id: string, label: string, problem: string): KnowledgeEntry => ({
    ...KNOWLEDGE[0]!,
    id,
    label,
    problem,
    causes: ['prima causa', 'seconda causa'],
    tells: ['se la ventola gira, allora è la prima', 'se il motore ronza, allora è la seconda'],
  });

  it('puts each cause with how to tell it, then up to two alternatives', () => {
    const analysis = analysisOf(fake('a', 'sintomo a', 'Problema A'), 70, [
      fake('b', 'sintomo b', 'Problema B'),
      fake('c', 'sintomo c', 'Problema C'),
    ]);
    expect(analysis.possibleCauses).toEqual([
      'prima causa: se la ventola gira, allora è la prima',
      'seconda causa: se il motore ronza, allora è la seconda',
      "Se invece il sintomo è «sintomo b», allora la pista è un'altra: Problema B. Causa più probabile: prima causa.",
      "Se invece il sintomo è «sintomo c», allora la pista è un'altra: Problema C. Causa più probabile: prima causa.",
    ]);
  });

  it('gives each alternative the likeliest of its causes by the member’s words', () => {
    const analysis = analysisOf(
      fake('a', 'sintomo a', 'Problema A.'),
      70,
      [fake('b', 'sintomo b', 'Problema B.')],
      {
        terms: stemsOf('il motore ronza forte'),
        weightOf: () => 1,
      },
    );
    expect(analysis.possibleCauses.at(-1)).toBe(
      "Se invece il sintomo è «sintomo b», allora la pista è un'altra: Problema B. Causa più probabile: seconda causa.",
    );
  });

  it('puts first the cause the member’s own words point at', () => {
    const entry = fake('a', 'sintomo a', 'Problema A');
    const plain = analysisOf(entry, 70);
    expect(plain.possibleCauses[0]).toMatch(/^prima causa/);
    const told = analysisOf(entry, 70, [], {
      terms: stemsOf('il motore ronza forte'),
      weightOf: () => 1,
    });
    expect(told.possibleCauses[0]).toMatch(/^seconda causa/);
  });

  it('names only alternatives close enough and of a device the text may be about', () => {
    const { candidates } = matcher.match('il telefono non carica e il cavo balla');
    const alternatives = alternativesOf(candidates);
    expect(alternatives.length).toBeLessThanOrEqual(2);
    expect(alternatives.map((e) => e.id)).not.toContain(candidates[0]!.entry.id);
    for (const alt of alternatives) expect(alt.devices).toContain('smartphone');
  });
});

describe('console families', () => {
  it('a problem of one maker does not fit another maker’s console', () => {
    const xboxOnly: KnowledgeEntry = {
      ...KNOWLEDGE.find((e) => e.id === 'console-surriscalda')!,
      id: 'x',
      devices: ['xbox'],
    };
    const onlyXbox = new Matcher([xboxOnly]);
    expect(onlyXbox.match('la mia ps4 si scalda e si spegne').candidates[0]?.deviceFit).toBe('other');
    expect(onlyXbox.match('la xbox 360 si scalda e si spegne').candidates[0]?.deviceFit).toBe('named');
    expect(onlyXbox.match('la console si scalda e si spegne').candidates[0]?.deviceFit).toBe('hinted');
  });

  it('a cartridge’s fault does not fit a console that reads discs only', () => {
    const cartridge = new Matcher(KNOWLEDGE.filter((e) => e.id === 'console-cartucce-contatti'));
    expect(cartridge.match('la Wii non legge più il disco').candidates[0]?.deviceFit).toBe('other');
    expect(cartridge.match('il Game Boy non legge più la cartuccia').candidates[0]?.deviceFit).not.toBe(
      'other',
    );
  });
});

describe('asking back', () => {
  it('answers a story that names its device and part of its symptom instead of asking', () => {
    const reply = diagnose(
      'Ciao a tutti, ho un Samsung Galaxy S9 comprato usato due anni fa da un amico. Da qualche giorno la batteria dura pochissimo e il telefono si scalda un po’ in tasca.',
    );
    expect(reply.kind).toBe('analysis');
  });
});

describe('devices named by model, generation or maker code', () => {
  it.each([
    ['la mia Samsung WW80J5355MW dà errore 4C', 'lavatrice'],
    ['bosch WAE24460IT non centrifuga', 'lavatrice'],
    ['la SMS46GI01E lascia i piatti sporchi', 'lavastoviglie'],
    ['il mio XPS 13 non carica', 'laptop'],
    ['il pc si riavvia da solo', 'desktop'],
    ['la PS3 fat lampeggia giallo', 'playstation'],
    ['il DS Lite non si accende', 'nintendo'],
    ['la mia BlackBerry non scorre', 'smartphone'],
    ['il mio Compaq Presario non si accende', 'laptop'],
    ['il Dell Precision si spegne', 'laptop'],
    ['il NUC non dà segnale', 'desktop'],
    ['il Kinect non viene riconosciuto', 'xbox'],
    ["l'Anbernic non carica", 'console'],
    ['il mio Samsung Captivate carica piano', 'smartphone'],
    ['il Treo non si accende', 'smartphone'],
    ['il Mac Pro si spegne da solo', 'desktop'],
    ['il Commodore 64 dà schermo nero', 'desktop'],
    ['il Game & Watch non dà segni di vita', 'nintendo'],
    ["l'eMac non si accende più", 'desktop'],
    ['il 3DO non legge i dischi', 'console'],
    ["l'Atari Lynx ha lo schermo scuro", 'console'],
    ['il 32X non dà immagine', 'console'],
    ['la Melitta non si accende più', 'caffe'],
    ['la Moccamaster fa il caffè tiepido', 'caffe'],
  ])('«%s» names %s', (text, device) => {
    expect([...detectDevices(text).named]).toContain(device);
  });

  it.each([
    "l'HDD fa click e non parte",
    'la GTX 1060 fa artefatti',
    'dopo aver cambiato la pasta sul dissipatore si spegne',
    'il disco Seagate non si vede più',
    'il processore scalda troppo',
  ])('takes a part or a parts maker in «%s» as a hint of a computer', (text) => {
    const devices = detectDevices(text);
    expect(devices.named.size).toBe(0);
    expect([...devices.hinted]).toEqual(expect.arrayContaining(['laptop', 'desktop']));
  });

  it('does not take a codes-like word for a model, nor "fisso" for the desktop when it means stuck', () => {
    expect([...detectDevices('ho 2 ww di ritardo').named]).toEqual([]);
    expect([...detectDevices('la batteria segna 0% fisso').named]).toEqual([]);
    expect([...detectDevices('il fisso non si accende').named]).toEqual(['desktop']);
  });
});

describe('console generations', () => {
  it('reads a generation however it is written', () => {
    expect([...generationsOf('la mia play 4 slim e la PlayStation 3')].sort()).toEqual(['ps3', 'ps4']);
    expect([...generationsOf('xbox 360 e wii u')].sort()).toEqual(['wiiu', 'x360']);
    expect([...generationsOf('il Dreamcast, il Mega Drive e il NES')].sort()).toEqual([
      'dreamcast',
      'megadrive',
      'nes',
    ]);
  });

  it('a known fault of one generation does not fit another', () => {
    const ps3Only: KnowledgeEntry = {
      ...KNOWLEDGE.find((e) => e.id === 'console-surriscalda')!,
      id: 'ps3-only',
      devices: ['playstation'],
      label: 'PS3 che si scalda',
    };
    const onlyPs3 = new Matcher([ps3Only]);
    expect(onlyPs3.match('la ps4 si scalda e si spegne').candidates[0]?.deviceFit).toBe('other');
    expect(onlyPs3.match('la ps3 si scalda e si spegne').candidates[0]?.deviceFit).toBe('named');
  });
});

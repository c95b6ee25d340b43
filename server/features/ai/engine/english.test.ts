import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from '../eval/cases.ts';
import { REAL_CASES } from '../eval/real/index.ts';
import { detectDevices } from './devices.ts';
import { isEnglish, readable } from './english.ts';
import { diagnose, OfflineAdvisor } from './offline.ts';
import { READ_FROM_ENGLISH } from './questions.ts';

/** The problem an English story is answered with, or the kind of reply when it is not an analysis. */
const idOf = (story: string) => {
  const reply = diagnose(story);
  return reply.kind === 'analysis' ? reply.problemId : reply.kind;
};

describe('a story told in English (issue 24)', () => {
  it('is read in Italian, its negations, attempts and sentence ends kept', () => {
    const text = readable(
      "My washing machine won't drain. I already cleaned the filter, but it still doesn't spin.",
    );
    expect(text).toBe('mio lavatrice non scarica. ho gia pulito filtro, ma ancora non gira.');
  });

  it('reads "AC power" as mains power, not an air conditioner, and a camera that "stopped focusing"', () => {
    expect(readable('No lights when I put the cable on AC power.')).toBe(
      'nessun luci quando ho messo cavo su corrente.',
    );
    expect(readable('My phone stopped focusing, the pictures are blurry')).toBe(
      'mio telefono non mette piu a fuoco, foto sono sfocato',
    );
  });

  it('reads "a.c." and "A/C" as an air conditioner, not as the article "a"', () => {
    expect(readable('The central a.c. stopped cooling last week.')).toContain('condizionatore');
    expect(readable('The A/C is not cooling and I think the fan is dead')).toContain('condizionatore');
    const reply = diagnose('the central a.c. stopped cooling and the blower fan is not working');
    expect(reply.kind === 'analysis' && reply.problemId).toMatch(/^condizionatore/);
  });

  it('reads hyphenated kinds of appliance as one thing (a top-loading washer, an in-wall heater)', () => {
    expect(readable('Our top-loading washer stopped spinning yesterday.')).toContain(
      "a carica dall'alto lavatrice",
    );
    expect(readable('The front-load washer leaks from the door.')).toContain('a carica frontale lavatrice');
    expect(readable('This morning I turned on the in-wall heater and it shut off.')).toContain(
      'stufetta elettrica a muro',
    );
    expect(readable('We noticed a sliver of silicone in the coffee grounds.')).toContain('fondi del caffe');
  });

  it('reads a printer’s words (print, ink, blotches, streaks) and answers the printer', () => {
    expect(readable('the printouts are faded and streaky')).toBe('stampe sono sbiadito e a strisce');
    expect(readable('the paper jams and the SD card is not read')).toContain('carta');
    expect(readable('the paper jams and the SD card is not read')).toContain('scheda');
    const print = diagnose('There are: - lines across the print - blotches of black ink on the top edge');
    expect(print.kind === 'analysis' && print.problemId).toBe('stampante-stampa-male');
  });

  it('reads the words inside quotation marks too', () => {
    expect(
      readable("She came home and said 'take a look at my phone'. The screen had vertical lines."),
    ).toContain('mio telefono');
  });

  it('leaves an Italian story Italian, reading only the English phrases it quotes', () => {
    for (const text of [
      'Il telefono è in bootloop: dopo il logo si riavvia, ho provato il factory reset ma niente.',
      'la lavatrice non scarica l’acqua e resta piena',
      'Il case è nuovo, come la ventola: va bene fino a fine partita, poi si spegne.',
    ]) {
      expect(isEnglish(text)).toBe(false);
      expect(readable(text)).toBe(text);
    }
    expect(readable("Dopo l'update il pc mostra una blue screen e l'hard disk fa rumore")).toBe(
      "Dopo l'update il pc mostra una schermata blu e l'disco rigido fa rumore",
    );
    expect(readable("La PS4 non parte, il controller doesn't charge")).toBe(
      'La PS4 non parte, il controller non si carica',
    );
  });

  it('takes no Italian report of the evaluation, nor any of our sentences, for English', () => {
    const texts = [...REAL_CASES.map((c) => c.text), ...EVAL_CASES.map((c) => c.text)];
    expect(texts.filter((t) => isEnglish(t))).toEqual([]);
  });

  it('gets the same answer as its Italian telling', () => {
    const english = diagnose(
      "My dishwasher won't drain, there is standing water at the bottom after every cycle.",
    );
    const italian = diagnose('La lavastoviglie non scarica, resta acqua sul fondo dopo ogni lavaggio.');
    expect(english.kind).toBe('analysis');
    expect(italian.kind).toBe('analysis');
    if (english.kind !== 'analysis' || italian.kind !== 'analysis') return;
    expect(english.problemId).toBe(italian.problemId);
  });

  it('names the device it is about instead of asking which one', () => {
    const reply = diagnose(
      'The phone fell in the toilet yesterday. Now the screen stays black and it does not charge anymore.',
    );
    expect(reply.kind).toBe('analysis');
    if (reply.kind === 'analysis') expect(reply.category).toBe('smartphone');
  });

  it('knows the household devices people name in English, and says which it has no guide for', () => {
    const coffee = diagnose('My coffeemaker will not turn on anymore, the light stays off.');
    expect(coffee.kind === 'analysis' && coffee.problemId).toBe('caffe-non-si-accende');
    const straightener = diagnose('My hair straightener does not heat up anymore.');
    expect(straightener.kind === 'analysis' && straightener.problemId).toBe('piastra-capelli-non-scalda');
    for (const [story, device] of [
      ['My electric shaver stopped working yesterday, it does not turn on.', 'il rasoio elettrico'],
      ['The range hood stopped working, the fan does not spin.', 'la cappa'],
      ['My dehumidifier stopped working yesterday.', 'il deumidificatore'],
    ]) {
      const reply = diagnose(story!);
      expect([story, reply.kind === 'analysis' ? reply.problemId : reply.text]).toEqual([
        story,
        expect.stringContaining(`Per ${device} non ho ancora una guida affidabile`),
      ]);
    }
  });

  it('reads a food processor, lights that flash together, knobs and a cable pulled or nudged', () => {
    expect(readable('A friend gave me a food processor that does nothing when I press the switch')).toContain(
      'robot da cucina',
    );
    expect(
      readable('On powering up all the lights flash in sync, no buttons or knobs have any effect'),
    ).toContain('tutte le spie lampeggiano');
    expect(
      readable('if the controller cable is pulled, or if it is nudged at all, the console resets'),
    ).toMatch(/tirato.*urtato/);
  });

  it('drops the English words that say nothing about a repair, instead of passing them on as they are', () => {
    const read = readable(
      'I decided to try something else, but unfortunately everything stayed the same anyway',
    );
    for (const word of ['decided', 'something', 'unfortunately', 'everything', 'anyway']) {
      expect(read.split(/\W+/)).not.toContain(word);
    }
    expect(readable('the wii remotes were acting strangely after unplugging the sensor bar')).toMatch(
      /impazzito.*scollegando/,
    );
  });

  it('reads the words of a device the computer does not see, and of one that burnt out', () => {
    expect(readable('the drive is detected in the BIOS but windows never recognized it')).toMatch(
      /rilevato.*riconosciuto/,
    );
    expect(readable('the storm fried the power supply and the light is not lit')).toMatch(/bruciato.*acceso/);
    expect(readable('my wired controller keeps disconnecting when the pc is in sleep mode')).toMatch(
      /con il cavo.*si disconnette.*sospensione/,
    );
  });

  it('reads a screen that goes black and comes back, and a power cycle, as phrases', () => {
    expect(
      readable('My screen would go black and it came back to life when I turned it off and on, twice.'),
    ).toBe('mio schermo diventa nero e ripartito quando ho spento e riacceso, due volte.');
    expect(readable('We hooked it up to the TV and it works on and off.')).toMatch(
      /collegato.*a intermittenza/,
    );
  });

  it('reads thumbsticks, and a phone that keeps switching off and back on', () => {
    expect(readable('the thumbsticks of my controller started disintegrating in my hands')).toMatch(
      /levette/,
    );
    expect(readable('my phone was suddenly switching off and back on, and the dishes were gritty')).toMatch(
      /si spegne e si riaccende.*granelli/,
    );
  });

  it('reads a drum that is not turning, a console that will not read discs and a CMOS cleared several times', () => {
    expect(readable('the heater works and the fan works, but the drum is not turning')).toMatch(/non gira/);
    expect(readable('my wii stopped being able to read the disc')).toMatch(/legge/);
    expect(readable('I tried to clear the CMOS multiple times and it did not help')).toMatch(
      /reset cmos più volte/,
    );
  });

  it('reads a drum that is not moving, a screen that flickered and vertical lines', () => {
    expect(readable('the motor was on, but the drum was not moving at all')).toMatch(/era fermo/);
    expect(readable('the screen flickered and then showed vertical lines')).toMatch(/sfarfallava.*verticali/);
  });

  it('reads the devices an English story names by a part or a nickname: an icemaker, a scroll wheel, my Vita, my Pi', () => {
    const named = (text: string) => detectDevices(readable(text));
    expect([...named('Recently my icemaker stopped working again').hinted]).toContain('frigorifero');
    expect([...named('My scroll wheel started acting up, it jitters about').named]).toContain('desktop');
    expect([...named("I haven't played my Vita in a while and it will not turn on").named]).toContain(
      'playstation',
    );
    expect([...named('My Pi 5 is rebooting every few hours').named]).toContain('desktop');
    expect(readable('I went to hang up the washing and found it soaking wet')).toMatch(/stendere il bucato/);
  });

  it('reads "the washing machine" as the machine, a switch that keeps tripping as the breaker, an open tray and beans not ground', () => {
    expect(readable('Every time the washing machine runs the lights go out')).toMatch(/la lavatrice/);
    const tripping = diagnose(
      'The switch kept tripping in the evening, and only while the washing machine was heating.',
    );
    expect(tripping.kind === 'analysis' && tripping.analysis.problem).toMatch(/salvavita|[Dd]ispersione/);
    const tray = diagnose('My Xbox 360 keeps showing the open tray error and will not play anything.');
    expect(tray.kind === 'analysis' && tray.analysis.problem).toMatch(/[Ll]ettore/);
    const beans = diagnose(
      'Our Delonghi bean to cup coffee machine stopped grinding beans, it only pours hot water.',
    );
    expect(beans.kind === 'analysis' && beans.analysis.problem).toMatch(/Macinino/);
  });

  it('reads a cursor that leaps as one that jumps, and a screen that goes black when calling someone', () => {
    const mouse = diagnose('The cursor of my optical mouse leaps to the corner of the screen');
    expect(mouse.kind === 'analysis' && mouse.analysis.problem).toMatch(/[Mm]ouse/);
    const call = diagnose('On my Galaxy the screen goes black when calling someone and I can not hang up.');
    expect(call.kind === 'analysis' && call.analysis.problem).toMatch(/prossimità/);
  });

  it('reads a fan making strange sounds, a washer that will not spin the clothes, and an espresso machine found bone dry', () => {
    const fan = diagnose('The case fan in my gaming PC started making weird sounds yesterday.');
    expect(fan.kind === 'analysis' && fan.analysis.problem).toMatch(/Ventola rumorosa/);
    const washer = diagnose('Our washer stopped spinning the clothes, they come out soaking.');
    expect(washer.kind === 'analysis' && washer.analysis.problem).toMatch(/non centrifuga/);
    expect(readable('the water tank of my espresso machine was bone dry')).toMatch(/completamente asciutto/);
    expect(readable('the burners are fine but the oven never finished preheating')).toMatch(
      /fornelli.*mai finito preriscaldamento/,
    );
  });

  it('reads a blown fuse, a door that was shut, a spacebar, a squeal and a computer that powers down', () => {
    expect(readable('the fuse was blown after the door was shut')).toBe(
      'fusibile era bruciato dopo porta era chiuso',
    );
    const keys = diagnose('I spilled tea on my laptop and now the spacebar only works intermittently.');
    expect(keys.kind === 'analysis' && keys.analysis.problem).toMatch(/[Tt]astiera/);
    expect(readable('it starts up and powers down within a second, with a loud squeal')).toMatch(
      /si spegne.*stridio/,
    );
  });

  it('reads "to no avail", a part taken apart once, sleep mode and a fan barely spinning', () => {
    expect(readable('I tried to turn it on, to no avail. Then I took apart the controller.')).toBe(
      'ho provato a accenderlo, senza risultato. poi ho smontato controller.',
    );
    expect(readable('the laptop wakes from sleep mode and the fan is barely spinning')).toMatch(
      /sospensione.*a malapena/,
    );
  });

  it('reads shoulder buttons, a strum bar, my watch as a smartwatch, and watching TV as watching', () => {
    expect(readable('the shoulder buttons of my controller are unreliable')).toMatch(/tasti dorsali/);
    expect(readable('the strum bar of my guitar controller double strums')).toMatch(/barra di pennata/);
    expect(
      detectDevices(readable('My watch keeps rebooting when I press on it')).named.has('smartwatch'),
    ).toBe(true);
    expect(readable('we sat down to watch tv')).toMatch(/guardare la tv/);
  });

  it('takes the error message an English story quotes as written, before its words are read in Italian', () => {
    expect(idOf('my laptop says operating system not found')).toBe('pc-cavo-sata-disco');
    expect(idOf('The PC keeps saying "Reboot and select proper boot device".')).toBe('pc-cavo-sata-disco');
  });

  it('reads a computer’s clock as the computer’s, not as a watch it has no guide for', () => {
    const reply = diagnose('At boot it said CPU fan error and the clock said Jan. 01, 2006 again.');
    expect(reply.kind).toBe('analysis');
    expect(diagnose('My wall clock stopped.').kind).toBe('reply');
  });

  it('reads face buttons that chatter, a disc drawer, a fridge that never cooled down and the caps lock key', () => {
    expect(idOf('My Xbox controller’s face buttons are chattery and weak.')).toBe('controller-tasti');
    expect(idOf('The disc drawer of my PS2 is stuck and will not open.')).toBe('console-cassetto-cinghia');
    expect(idOf('Our fridge never cooled down and kept running, the rubber seals look fine.')).toBe(
      'frigo-non-raffredda',
    );
    expect(readable('the caps lock key light does not go on')).toMatch(/^blocco maiuscole tasto luce/);
  });

  it('reads a blow dryer, a fridge’s fresh food section and Joy-Cons that slide off', () => {
    const dryer = diagnose('My blow dryer stopped working one morning.');
    expect(dryer.kind === 'question' && dryer.text).toMatch(/asciugacapelli|phon/);
    expect([
      ...detectDevices(readable('The fresh food section is warm but the freezer is fine.')).named,
    ]).toContain('frigorifero');
    const joycons = diagnose('My joy-cons still click but slide off the console when I play.');
    expect(joycons.kind === 'analysis' && joycons.problemId).toBe('console-joycon-binario');
  });

  it('says why the answer is in Italian, also when it asks back', () => {
    const asked = diagnose('Hello, can you help me? It is broken and I have no idea what to do.');
    expect(asked.kind).not.toBe('analysis');
    if (asked.kind !== 'analysis') expect(asked.text).toContain(READ_FROM_ENGLISH);
    const italian = diagnose('Ciao, mi aiutate? È rotto e non so cosa fare.');
    if (italian.kind !== 'analysis') expect(italian.text).not.toContain(READ_FROM_ENGLISH);
  });

  it('answers the follow-ups asked in English in the repair’s context', async () => {
    const advisor = new OfflineAdvisor();
    const first = await advisor.chat({
      text: "My dishwasher won't drain, there is standing water at the bottom after every cycle.",
      state: { problemId: null, analysis: null, pendingText: null, history: [] },
    });
    if (first.kind !== 'analysis') throw new Error('expected an analysis');
    const state = { problemId: first.problemId, analysis: first.analysis, pendingText: null, history: [] };
    const tools = await advisor.chat({ text: 'What tools do I need?', state });
    expect(tools.kind).toBe('reply');
    if (tools.kind === 'reply') expect(tools.text).toContain(first.analysis.requiredTools[0]!);
    const again = await advisor.chat({ text: "I cleaned the filter but it didn't work", state });
    const idle = await advisor.chat({ text: 'ok', state });
    expect(again.kind).toBe('reply');
    if (again.kind === 'reply' && idle.kind === 'reply') expect(again.text).not.toBe(idle.text);
  });
});

/**
 * The tables' sounds, made on the spot with WebAudio (no sound files): a chip's click, a card
 * turned, the ball's ticks, dice shaken, a win's chime. Silent until the player turns sound
 * on (the choice is kept), and the audio starts only from that tap, as browsers ask.
 */

export type TableSound = 'chip' | 'card' | 'tick' | 'dice' | 'win' | 'closed';

const storageKey = 'tablesSound';
let context: AudioContext | undefined;

/** Whether the player turned sound on (off unless they did). */
export function isSoundOn(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

/** Turns sound on or off; turning it on starts the audio (this must run in a tap's handler). */
export function setSoundOn(isOn: boolean): void {
  try {
    localStorage.setItem(storageKey, isOn ? 'on' : 'off');
  } catch {
    // Without storage the choice lasts for this page only.
  }
  if (isOn) audio();
}

function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** A short tone: its frequency gliding to `toHz`, its volume falling away. */
function tone(
  audioContext: AudioContext,
  values: {
    hz: number;
    toHz?: number;
    startS?: number;
    lengthS: number;
    volume: number;
    type?: OscillatorType;
  },
): void {
  const start = audioContext.currentTime + (values.startS ?? 0);
  const oscillator = audioContext.createOscillator();
  const gain = audioContext.createGain();
  oscillator.type = values.type ?? 'sine';
  oscillator.frequency.setValueAtTime(values.hz, start);
  if (values.toHz)
    oscillator.frequency.exponentialRampToValueAtTime(values.toHz, start + values.lengthS);
  gain.gain.setValueAtTime(values.volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + values.lengthS);
  oscillator.connect(gain).connect(audioContext.destination);
  oscillator.start(start);
  oscillator.stop(start + values.lengthS + 0.02);
}

/** A burst of filtered noise: a card's swish, a die's knock. */
function noise(
  audioContext: AudioContext,
  startS: number,
  lengthS: number,
  hz: number,
  volume: number,
) {
  const frames = Math.max(1, Math.floor(audioContext.sampleRate * lengthS));
  const buffer = audioContext.createBuffer(1, frames, audioContext.sampleRate);
  const data = buffer.getChannelData(0);
  for (let index = 0; index < frames; index += 1)
    data[index] = (Math.random() * 2 - 1) * (1 - index / frames);
  const source = audioContext.createBufferSource();
  source.buffer = buffer;
  const filter = audioContext.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = hz;
  const gain = audioContext.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(audioContext.destination);
  source.start(audioContext.currentTime + startS);
}

/** Plays a sound when sound is on. */
export function playSound(sound: TableSound): void {
  if (!isSoundOn()) return;
  const audioContext = audio();
  if (!audioContext) return;
  switch (sound) {
    case 'chip':
      tone(audioContext, { hz: 1800, toHz: 1200, lengthS: 0.06, volume: 0.12, type: 'triangle' });
      tone(audioContext, { hz: 2600, startS: 0.03, lengthS: 0.05, volume: 0.06, type: 'triangle' });
      break;
    case 'card':
      noise(audioContext, 0, 0.12, 2500, 0.35);
      break;
    case 'tick':
      tone(audioContext, { hz: 900, lengthS: 0.03, volume: 0.08, type: 'square' });
      break;
    case 'dice':
      for (let knock = 0; knock < 7; knock += 1)
        noise(audioContext, knock * 0.07 + Math.random() * 0.03, 0.05, 900, 0.4);
      break;
    case 'win':
      [523.25, 659.25, 783.99, 1046.5].forEach((hz, index) =>
        tone(audioContext, {
          hz,
          startS: index * 0.1,
          lengthS: 0.35,
          volume: 0.12,
          type: 'triangle',
        }),
      );
      break;
    case 'closed':
      tone(audioContext, { hz: 660, toHz: 440, lengthS: 0.25, volume: 0.1 });
      break;
  }
}

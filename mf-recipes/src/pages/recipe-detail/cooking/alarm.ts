type AudioContextClass = typeof AudioContext;

/**
 * A timer's alarm: a short beep each second and a buzz where the phone can, until stopped. Where
 * the browser has no Web Audio (or refuses it before a tap), the alarm is the visual one alone.
 * Answers the function that stops it.
 */
export function startAlarm(): () => void {
  const Context = (window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as AudioContextClass | undefined;
  let context: AudioContext | null = null;
  try {
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  const beep = () => {
    navigator.vibrate?.([200, 100, 200]);
    if (!context) return;
    try {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.25);
    } catch {
      // A context the browser suspended: the screen still says the timer is done.
    }
  };
  beep();
  const repeat = setInterval(beep, 1000);
  return () => {
    clearInterval(repeat);
    navigator.vibrate?.(0);
    void context?.close().catch(() => undefined);
  };
}

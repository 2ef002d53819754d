/** A short two-note chime (Web Audio: no file to load); silent where the browser does not allow it. */
export function playNotificationSound(): void {
  try {
    const context = new AudioContext();
    const notes = [880, 1320];
    notes.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + index * 0.12;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    });
    window.setTimeout(() => void context.close(), 1000);
  } catch {
    // no audio here (or not allowed before the page was used): the toast says it anyway
  }
}

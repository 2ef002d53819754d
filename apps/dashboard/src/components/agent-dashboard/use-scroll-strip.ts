"use client";

import { useEffect, useRef, useState } from "react";

const FADES = {
  none: "",
  start: "[mask-image:linear-gradient(to_right,transparent,black_32px)]",
  end: "[mask-image:linear-gradient(to_left,transparent,black_32px)]",
  both: "[mask-image:linear-gradient(to_right,transparent,black_32px,black_calc(100%_-_32px),transparent)]",
} as const;

type Fade = keyof typeof FADES;

/**
 * For a sideways-scrolling strip of links (put `ref` on the scrolling element, which must be
 * positioned): brings the current item (aria-current="page") into view when `currentKey`
 * changes, and fades the edges where more items hide.
 */
export function useScrollStrip<T extends HTMLElement>(currentKey: string | undefined) {
  const ref = useRef<T>(null);
  const [fade, setFade] = useState<Fade>("none");

  useEffect(() => {
    const strip = ref.current;
    const item = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !item) return;
    const left = item.offsetLeft;
    if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - (strip.clientWidth - item.offsetWidth) / 2;
    }
  }, [currentKey]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setFade(start && end ? "both" : start ? "start" : end ? "end" : "none");
    };
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  return { ref, fadeClass: FADES[fade] };
}

"use client";

import { lazy, useEffect, useState } from "react";
import { AfterMount } from "@parlo/ui/after-mount";

const LoadingScreen = lazy(() => import("./loading-screen").then((m) => ({ default: m.LoadingScreen })));
const SEEN_KEY = "parlo-welcomed";

/**
 * Rendered by the agents page once its data is there: on the first visit of a browser session it
 * finishes the loading screen (100 %, welcome message, gone after 300 ms); later visits show nothing.
 */
export function FirstVisitWelcome({ name }: { name: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (window.sessionStorage.getItem(SEEN_KEY)) return;
    window.sessionStorage.setItem(SEEN_KEY, "1");
    setShow(true);
  }, []);
  return show ? (
    <AfterMount>
      <LoadingScreen ready welcome={name ? `Welcome back, ${name}!` : "Welcome!"} />
    </AfterMount>
  ) : null;
}

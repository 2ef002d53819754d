/** localStorage key holding the chosen theme ("light" or "dark"); absent means "follow the system". */
export const THEME_STORAGE_KEY = "parlo-theme";

/**
 * Inline script for <head>: sets the `dark` class on <html> before the first paint, from the
 * stored choice or else the system preference. Use with <html suppressHydrationWarning>.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

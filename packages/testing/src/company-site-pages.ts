/**
 * The pages of "Northwind Coffee Roasters", the fixture company website of the onboarding tests:
 * its brand (theme-color and a stylesheet in amber #b45309 with a teal accent), its logo and the
 * facts the agent must later answer from (opening hours, shipping, the Harbour Fog blend).
 */
export const NORTHWIND = {
  name: "Northwind Coffee Roasters",
  description: "We roast speciality coffee in small batches in Bristol and ship fresh beans across Europe.",
  primaryColor: "#b45309",
  accentColor: "#0f766e",
  logoPath: "/logo.png",
  /** a second image the tests upload as a custom logo */
  mascotPath: "/press/mascot.png",
  openingHours: "Our Harbour Street café is open Monday to Friday from 7:00 to 18:00 and Saturday from 8:00 to 16:00.",
} as const;

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title} | ${NORTHWIND.name}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="theme-color" content="${NORTHWIND.primaryColor}">
  <meta name="description" content="${NORTHWIND.description}">
  <link rel="stylesheet" href="/styles.css">
  <link rel="icon" href="/favicon.png" sizes="32x32" type="image/png">
</head>
<body>
  <header class="site-header">
    <a href="/"><img src="${NORTHWIND.logoPath}" alt="${NORTHWIND.name} logo" width="48" height="48"></a>
    <nav>
      <a href="/opening-hours">Opening hours</a>
      <a href="/shipping">Shipping</a>
      <a href="/blends/harbour-fog">Harbour Fog blend</a>
    </nav>
  </header>
  <main>
${body}
  </main>
  <footer class="site-footer">© ${NORTHWIND.name}, Harbour Street, Bristol</footer>
</body>
</html>`;

export const COMPANY_PAGES: Record<string, string> = {
  "/": layout(
    "Home",
    `<h1>Small-batch coffee, roasted on the harbour</h1>
    <p>${NORTHWIND.description}</p>
    <p>Visit the café, order beans online, or ask us about wholesale for your office.</p>
    <a class="button" href="/blends/harbour-fog">Try Harbour Fog</a>`,
  ),
  "/opening-hours": layout(
    "Opening hours",
    `<h1>Opening hours</h1>
    <p>${NORTHWIND.openingHours} We are closed on Sundays and bank holidays.</p>`,
  ),
  "/shipping": layout(
    "Shipping",
    `<h1>Shipping and delivery</h1>
    <p>Beans are roasted to order and shipped within two working days. Delivery in the UK is free over £30;
    delivery to the rest of Europe costs £6.50 and takes three to five working days.</p>`,
  ),
  "/blends/harbour-fog": layout(
    "Harbour Fog blend",
    `<h1>Harbour Fog</h1>
    <p>Harbour Fog is our house espresso blend: Brazilian and Ethiopian beans with notes of dark chocolate,
    cherry and toasted hazelnut. A 250 g bag costs £9.50.</p>`,
  ),
};

export const COMPANY_STYLES = `:root {
  --brand-primary: ${NORTHWIND.primaryColor};
  --brand-accent: ${NORTHWIND.accentColor};
  --ink: #1c1917;
  --paper: #fafaf9;
}
body { margin: 0; font-family: Georgia, serif; color: var(--ink); background: var(--paper); }
.site-header { display: flex; gap: 24px; align-items: center; padding: 16px 32px; background-color: var(--brand-primary); color: #ffffff; }
.site-header a { color: #ffffff; }
h1 { color: var(--brand-primary); }
a { color: var(--brand-accent); }
.button { display: inline-block; padding: 12px 20px; background: var(--brand-primary); color: #fff; border-radius: 6px; border: 1px solid ${NORTHWIND.primaryColor}; }
.button:hover { background: #92400e; }
.site-footer { padding: 24px 32px; border-top: 4px solid var(--brand-accent); color: #57534e; }
`;

export const PLAIN_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Plain Supplies</title></head>
<body>
  <h1>Plain Supplies</h1>
  <p>We sell office paper and envelopes to local businesses.</p>
</body>
</html>`;

export const COMPANY_ROBOTS = "User-agent: *\nAllow: /\n";

export const companySitemap = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${Object.keys(COMPANY_PAGES)
  .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
  .join("\n")}
</urlset>`;

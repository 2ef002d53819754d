/**
 * The content of the bike shop website (startBikeShopSite): "Lumen Cycles", a fictional bicycle shop
 * with opening hours, shipping, returns, pricing, contact, a blog, an about chain three levels deep,
 * and generated product pages for the benchmark. Written as varied prose so retrieval tests can ask
 * paraphrased questions about it.
 */

export const BIKE_SHOP_NAME = "Lumen Cycles";

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char] ?? char);

/** A whole page: title, a navigation bar (left out of the text by htmlToText), headings and paragraphs. */
export function shopPage(title: string, body: string, links: Array<[string, string]> = []): string {
  const nav = [
    ["/", "Home"],
    ["/pricing", "Pricing"],
    ["/contact", "Contact"],
  ]
    .map(([href, label]) => `<a href="${href}">${label}</a>`)
    .join(" ");
  const list = links.map(([href, label]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`).join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)} | ${BIKE_SHOP_NAME}</title>
<link rel="stylesheet" href="/assets/site.css"><script src="/assets/site.js"></script></head>
<body>
<nav>${nav}</nav>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
${list ? `<ul>${list}</ul>` : ""}
</main>
<footer>&copy; ${BIKE_SHOP_NAME}, 14 Quay Street, Harbourtown</footer>
</body>
</html>`;
}

export interface HomePageLinks {
  endless: boolean;
  pages: number;
}

export function homePage(options: HomePageLinks): string {
  const links: Array<[string, string]> = [
    ["/about", "About us"],
    ["/opening-hours", "Opening hours"],
    ["/shipping", "Shipping"],
    ["/moved-shipping", "Delivery information (old link)"],
    ["/returns", "Returns and refunds"],
    ["/pricing?utm_source=home#plans", "Pricing"],
    ["/contact", "Contact"],
    ["/blog/", "Blog"],
    ["/docs/warranty.pdf", "Warranty (PDF)"],
    ["/docs/faq.docx", "Frequently asked questions (Word)"],
    ["/private/staff-notes", "Staff notes"],
    ["/old", "Old service page"],
    ["/logo.png", "Our logo"],
    ["/assets/brochure.zip", "Brochure"],
    ["mailto:hello@lumencycles.example", "E-mail us"],
    ["tel:+15550100", "Call us"],
    ["javascript:void(0)", "Open chat"],
    ["https://elsewhere.example/partner", "Our partner"],
  ];
  if (options.endless) links.push(["/endless", "Archive"]);
  if (options.pages > 0) links.push(["/catalogue", "Catalogue"]);
  return shopPage(
    "Welcome to Lumen Cycles",
    `<p>Lumen Cycles is an independent bicycle shop and repair workshop on the harbour front. We have been
building, selling and fixing bikes since 2009, from city commuters and cargo bikes to carbon road frames.</p>
<h2>What we do</h2>
<p>Our mechanics service every brand. A standard tune-up takes one working day, and most puncture repairs are
done while you wait with a coffee from the corner café.</p>
<p>Every new bike comes with a free first service after six weeks, because cables stretch and bolts settle
once you start riding.</p>`,
    links,
  );
}

export const BIKE_SHOP_PAGES: Record<string, string> = {
  "/about": shopPage(
    "About us",
    `<p>Lumen Cycles was founded by two former couriers, Mara Jensen and Tobias Reyes, who wanted a workshop
where riders could learn to look after their own bikes.</p>
<p>Today a team of nine people runs the shop floor, the workshop and the online store.</p>`,
    [["/about/team", "Meet the team"]],
  ),
  "/about/team": shopPage(
    "Meet the team",
    `<p>Mara leads the workshop and teaches the monthly maintenance class. Tobias looks after wheel building
and custom builds. Priya answers most of the e-mails and runs the online store.</p>`,
    [["/about/team/history", "Our history"]],
  ),
  "/about/team/history": shopPage(
    "Our history",
    `<p>The first shop was a converted boat shed with a single repair stand. In 2015 we moved to the old
rope works on Quay Street, which gave us room for a showroom and a second workshop.</p>`,
  ),
  "/opening-hours": shopPage(
    "Opening hours",
    `<p>The shop is open Monday to Friday from 8:00 to 18:30, and on Saturday from 9:00 to 17:00. We are
closed on Sundays and on public holidays.</p>
<h2>Workshop drop-off</h2>
<p>Bikes for servicing can be dropped off from 7:30 on weekdays so you can leave yours on the way to work.
Late collection until 20:00 is possible on Thursdays if you book it in advance.</p>`,
  ),
  "/shipping": shopPage(
    "Shipping",
    `<p>Orders placed before 14:00 on a working day leave our warehouse the same day. Standard delivery takes
two to four working days and costs 4.90; it is free for orders over 60.</p>
<h2>Bikes and large items</h2>
<p>Complete bikes are shipped 90 percent assembled in a reinforced box by a two-person courier. Delivery
of a bike costs 29 and takes three to six working days. We currently ship to the whole mainland; islands
are served on request.</p>`,
  ),
  "/returns": shopPage(
    "Returns and refunds",
    `<p>You can send back unused parts and accessories within 30 days of delivery for a full refund. Please
keep the original packaging and include the order number on the return slip.</p>
<p>Bikes can be returned within 14 days if they have not been ridden outdoors. Refunds reach your card
five to seven working days after the parcel arrives back with us. Return postage is free for faulty items.</p>`,
  ),
  "/pricing": shopPage(
    "Pricing",
    `<h2>Service plans</h2>
<p>Basic tune-up: 45 (gears and brakes adjusted, chain cleaned and lubricated, safety check).</p>
<p>Full service: 110 (everything in the tune-up, plus wheel truing, bearing check and a deep clean of the
drivetrain).</p>
<p>Annual care plan: 15 per month, with two full services a year, free puncture repairs and 10 percent off
parts.</p>
<h2>Rentals</h2>
<p>City bikes rent for 18 a day or 70 a week; e-bikes for 35 a day. A helmet and lock are included.</p>`,
  ),
  "/contact": shopPage(
    "Contact",
    `<p>Write to hello@lumencycles.example or call +1 555 0100 during opening hours. We answer e-mails within
one working day.</p>
<p>You will find us at 14 Quay Street, Harbourtown, next to the ferry terminal. Bike parking is right in
front of the shop, and the number 4 bus stops at Quay Street.</p>`,
    [["/docs/faq.docx", "Read our FAQ"]],
  ),
  "/blog": shopPage("Blog", `<p>Stories, guides and news from the workshop.</p>`, [
    ["/blog/choosing-a-commuter-bike", "Choosing a commuter bike"],
    ["/blog/winter-maintenance", "Winter maintenance in five steps"],
  ]),
  "/blog/choosing-a-commuter-bike": shopPage(
    "Choosing a commuter bike",
    `<p>For a daily ride under ten kilometres, a hybrid with mudguards, a rack and hub gears needs the least care.
Longer commutes are easier on a lighter bike with drop bars or on an e-bike.</p>
<p>Come for a test ride: we keep demo bikes in three frame sizes, and you can compare prices on our
<a href="/pricing">pricing page</a>.</p>`,
    [["/blog/winter-maintenance", "Next: winter maintenance"]],
  ),
  "/blog/winter-maintenance": shopPage(
    "Winter maintenance in five steps",
    `<p>Road salt eats chains. Rinse the bike with lukewarm water after salty rides, dry the chain and oil it
again. Check brake pads every month, keep tyres at the lower end of their pressure range for grip, and
charge lights fully before every dark ride.</p>`,
    [["/", "Back to the shop"]],
  ),
  "/gift-cards": shopPage(
    "Gift cards",
    `<p>Lumen Cycles gift cards are available from 20 to 500 and never expire. They can be spent in the shop,
in the workshop and online. Ask for one at the counter or order a printed card with free delivery.</p>`,
  ),
  "/private/staff-notes": shopPage(
    "Staff notes",
    `<p>Internal: the alarm code and supplier discounts are kept in the office binder.</p>`,
  ),
};

export const WARRANTY_PDF_LINES = [
  "Lumen Cycles warranty",
  "Frames are guaranteed for five years against manufacturing defects.",
  "Components and e-bike motors are covered for two years from the date of purchase.",
  "Wear parts such as tyres, chains, brake pads and cables are not covered.",
  "To make a claim, bring the bike and your receipt to the workshop.",
];

export const FAQ_DOCX_BLOCKS = [
  { heading: 1, text: "Frequently asked questions" },
  { heading: 2, text: "Do you repair bikes bought elsewhere?" },
  { text: "Yes. Our workshop services every brand, including e-bikes with Bosch and Shimano motors." },
  { heading: 2, text: "Can I pay in instalments?" },
  { text: "Bikes over 800 can be paid in twelve interest-free monthly instalments." },
  { heading: 2, text: "Do you offer bike fitting?" },
  { text: "A professional fitting session takes ninety minutes and costs 120, refunded if you buy a bike." },
] as const;

const PRODUCT_KINDS = ["touring bike", "cargo bike", "gravel bike", "folding bike", "e-bike", "road bike"];
const PRODUCT_COLOURS = ["harbour blue", "rust red", "sea green", "sand", "graphite", "lighthouse white"];
const PRODUCT_FEATURES = [
  "a Brooks leather saddle",
  "hydraulic disc brakes",
  "an eight-speed hub gear",
  "integrated front and rear lights",
  "puncture-resistant tyres",
  "a carbon belt drive",
  "a front rack for a crate",
];

/** Generated product page N (1-based) for the benchmark: distinct, realistic-sounding text. */
export function productPage(index: number, total: number): string {
  const kind = PRODUCT_KINDS[index % PRODUCT_KINDS.length] ?? "bike";
  const colour = PRODUCT_COLOURS[(index * 7) % PRODUCT_COLOURS.length] ?? "black";
  const first = PRODUCT_FEATURES[index % PRODUCT_FEATURES.length] ?? "";
  const second = PRODUCT_FEATURES[(index * 3 + 1) % PRODUCT_FEATURES.length] ?? "";
  const price = 400 + ((index * 137) % 3600);
  const weight = (9 + ((index * 13) % 180) / 10).toFixed(1);
  const links: Array<[string, string]> = [];
  if (index > 1) links.push([`/catalogue/${index - 1}`, "Previous model"]);
  if (index < total) links.push([`/catalogue/${index + 1}`, "Next model"]);
  return shopPage(
    `Model LC-${index} ${kind}`,
    `<p>The LC-${index} is a ${kind} in ${colour}, weighing ${weight} kg, with ${first} and ${second}.
It sells for ${price} including a first service after six weeks.</p>
<h2>Sizes and delivery</h2>
<p>Available in frame sizes S, M and L. In stock models ship within ${1 + (index % 5)} working days; the
workshop can fit a rack, mudguards or a child seat before delivery.</p>
<p>Reviewers praised the LC-${index} for its ${index % 2 === 0 ? "stable handling with a load" : "quick, light steering"}
and its ${index % 3 === 0 ? "low maintenance" : "comfortable upright position"}.</p>`,
    links,
  );
}

/** The catalogue index linking every generated product page. */
export function cataloguePage(total: number): string {
  const links: Array<[string, string]> = [];
  for (let index = 1; index <= total; index++) links.push([`/catalogue/${index}`, `Model LC-${index}`]);
  return shopPage("Catalogue", `<p>All ${total} models we build and sell.</p>`, links);
}

/** Endless page N: always links to N + 1 (a site that never ends). */
export function endlessPage(index: number): string {
  return shopPage(
    `Archive page ${index}`,
    `<p>Archived notice number ${index} from the Lumen Cycles workshop log.</p>`,
    [[`/endless/${index + 1}`, "Older notices"]],
  );
}

/**
 * Generated knowledge for `pnpm bench:kb`: chunks of shop and service pages (topic sentences in
 * many wordings, with filler sentences from a few hundred common words) and paraphrased visitor
 * questions. Deterministic (seeded), so runs compare.
 */

/** A small seeded generator (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
}

const BUSINESSES = [
  "bakery",
  "bike shop",
  "dental clinic",
  "bookstore",
  "garden centre",
  "pet shop",
  "hotel",
  "yoga studio",
  "furniture store",
  "car repair garage",
  "language school",
  "florist",
  "shoe shop",
  "electronics store",
  "coffee roaster",
  "toy shop",
  "optician",
  "hair salon",
  "wine merchant",
  "outdoor gear shop",
];
const PRODUCTS = [
  "bread",
  "bicycles",
  "helmets",
  "books",
  "plants",
  "dog food",
  "rooms",
  "classes",
  "sofas",
  "tyres",
  "courses",
  "bouquets",
  "boots",
  "laptops",
  "coffee beans",
  "puzzles",
  "glasses",
  "haircuts",
  "red wine",
  "tents",
];
const COUNTRIES = [
  "Germany",
  "France",
  "Spain",
  "Italy",
  "Portugal",
  "Austria",
  "Belgium",
  "Poland",
  "Ireland",
  "Sweden",
];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const TOPICS: Array<{ title: string; sentences: Array<(r: () => number) => string> }> = [
  {
    title: "Opening hours",
    sentences: [
      (r) =>
        `We are open from ${8 + Math.floor(r() * 3)} am to ${5 + Math.floor(r() * 4)} pm, ${pick(r, DAYS)} to ${pick(r, DAYS)}.`,
      (r) => `On ${pick(r, DAYS)} the shop opens at ${9 + Math.floor(r() * 2)} and closes early.`,
      () => `Our opening hours change on public holidays; we publish them a week ahead.`,
      (r) => `The store is closed on ${pick(r, DAYS)}s and open late on ${pick(r, DAYS)} evenings.`,
    ],
  },
  {
    title: "Shipping and delivery",
    sentences: [
      (r) =>
        `Delivery costs ${(3 + r() * 6).toFixed(2)} euros and is free for orders over ${20 + Math.floor(r() * 60)} euros.`,
      (r) =>
        `We ship to ${pick(r, COUNTRIES)} and ${pick(r, COUNTRIES)} within ${2 + Math.floor(r() * 5)} working days.`,
      () => `Express shipping arrives the next day when you order before noon.`,
      () => `Every parcel has a tracking number sent by e-mail once it leaves the warehouse.`,
    ],
  },
  {
    title: "Returns and refunds",
    sentences: [
      (r) =>
        `You can return ${pick(r, PRODUCTS)} within ${14 + Math.floor(r() * 30)} days of delivery for a full refund.`,
      () => `To send an item back, print the return label from your account and drop the parcel at any post office.`,
      () => `Refunds reach your card five to ten days after we receive the returned goods.`,
      () => `Items must be unused and in their original packaging to be exchanged.`,
    ],
  },
  {
    title: "Payment methods",
    sentences: [
      () => `We accept credit cards, debit cards, PayPal and bank transfer.`,
      () => `You can pay in three instalments with no extra fees on orders above one hundred euros.`,
      () => `Invoices for companies are issued with the VAT number you give at checkout.`,
      () => `Gift cards can be used together with any other payment method.`,
    ],
  },
  {
    title: "Warranty and repairs",
    sentences: [
      (r) =>
        `All ${pick(r, PRODUCTS)} come with a ${1 + Math.floor(r() * 3)} year warranty against manufacturing defects.`,
      () => `Repairs under warranty are free; bring the receipt or the order number.`,
      () => `Damage caused by accidents or wear is not covered, but we offer paid repairs.`,
    ],
  },
  {
    title: "Account and password",
    sentences: [
      () => `To reset your password, click "Forgot password" on the sign-in page and follow the link we e-mail you.`,
      () => `You can change your e-mail address and delivery address in your account settings.`,
      () => `Deleting your account removes your order history after thirty days.`,
    ],
  },
  {
    title: "Location and parking",
    sentences: [
      (r) =>
        `The ${pick(r, BUSINESSES)} is on ${pick(r, ["Market Street", "Station Road", "River Lane", "High Street"])} ${1 + Math.floor(r() * 90)}, next to the town hall.`,
      () => `Free parking is available behind the building, and the tram stop is two minutes away.`,
      () => `The entrance is step-free and suitable for wheelchairs and prams.`,
    ],
  },
  {
    title: "Booking an appointment",
    sentences: [
      () => `Book an appointment online or call us; we confirm every booking by text message.`,
      (r) => `Appointments can be cancelled free of charge up to ${12 + Math.floor(r() * 36)} hours before.`,
      () => `Walk-in visitors are welcome when a slot is free, but bookings come first.`,
    ],
  },
];

const FILLER = (
  "people often ask about quality service local family team years experience friendly staff customers choose " +
  "products carefully selected suppliers region season fresh new collection available online store visit " +
  "today weekly newsletter offers discounts members loyalty points earn spend reward community events " +
  "workshop beginners advanced tips guide choosing right size colour model price range budget premium basic " +
  "sustainable materials recycled packaging environment responsible sourcing partners craft traditional modern " +
  "design comfortable durable lightweight practical everyday use special occasions gifts birthday wedding " +
  "holiday summer winter spring autumn sale clearance limited stock popular bestseller review rating feedback " +
  "questions answers help support contact phone email chat message reply quickly hours days week month year"
).split(" ");

function fillerSentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 10);
  const words = Array.from({ length }, () => pick(random, FILLER));
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export interface BenchChunk {
  title: string;
  url: string;
  content: string;
}

/** The index-th chunk of an agent's knowledge (about 600 to 1000 characters). */
export function benchChunk(agentIndex: number, index: number, random: () => number): BenchChunk {
  const business = BUSINESSES[agentIndex % BUSINESSES.length] ?? "shop";
  const topic = pick(random, TOPICS);
  const sentences: string[] = [];
  const topical = 1 + Math.floor(random() * 3);
  for (let i = 0; i < topical; i++) sentences.push(pick(random, topic.sentences)(random));
  while (sentences.join(" ").length < 600 + random() * 400) {
    sentences.splice(Math.floor(random() * (sentences.length + 1)), 0, fillerSentence(random));
  }
  return {
    title: `${topic.title} - ${business}`,
    url: `https://${business.replace(/\s+/g, "-")}.example/${topic.title.toLowerCase().replace(/\W+/g, "-")}/${index}`,
    content: sentences.join(" "),
  };
}

/** Visitor questions in other words than the pages use. */
export const BENCH_QUESTIONS = [
  "when do you open",
  "what time do you close on saturday",
  "are you open on public holidays",
  "how much does delivery cost",
  "do you ship to germany",
  "how long does shipping take to spain",
  "can I send it back",
  "how do I get a refund",
  "can I exchange an item I bought",
  "which payment methods do you take",
  "can I pay with paypal",
  "is there a warranty on my bike",
  "do you repair broken things",
  "I forgot my password",
  "how do I change my email address",
  "where are you located",
  "is there parking nearby",
  "can I book an appointment",
  "how do I cancel my booking",
  "do you have a loyalty program",
  "is your packaging recyclable",
  "do you sell gift cards",
  "how fast is express delivery",
  "shiping costs to france",
  "retrun policy",
];

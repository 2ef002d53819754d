/**
 * Test knowledge: the pages of a fictional outdoor shop, Hilltop Outfitters, one passage each
 * (store them with insertTestKnowledge). Used by the retrieval and runtime integration tests.
 */
export interface KnowledgeChunkText {
  title: string;
  url: string;
  content: string;
}

const page = (path: string) => `https://hilltop-outfitters.example/${path}`;

export const OUTDOOR_SHOP_KNOWLEDGE: KnowledgeChunkText[] = [
  {
    title: "Opening hours",
    url: page("hours"),
    content:
      "Our store on Harbour Street opens at 9:00 and closes at 18:00 from Monday to Friday. On Saturdays we open from 10:00 to 16:00. We are closed on Sundays and public holidays.",
  },
  {
    title: "Returns and refunds",
    url: page("returns"),
    content:
      "Changed your mind? You can send any unused item back to us within 30 days for a full refund. Pack it in the original box, print the prepaid label from your account and drop the parcel at a post office. Refunds reach your card within five working days.",
  },
  {
    title: "Shipping and delivery",
    url: page("shipping"),
    content:
      "Standard delivery costs 4.95 euros and takes two to four working days. Delivery is free on orders over 60 euros. Express delivery costs 9.95 euros and arrives the next working day when you order before noon.",
  },
  {
    title: "Payment methods",
    url: page("payment"),
    content:
      "We accept Visa, Mastercard, PayPal, Apple Pay and bank transfer. Companies can ask for an invoice with their VAT number at checkout.",
  },
  {
    title: "Warranty",
    url: page("warranty"),
    content:
      "All tents, jackets and backpacks carry a two year warranty against manufacturing defects. Keep your receipt; we repair or replace faulty gear free of charge.",
  },
  {
    title: "Finding our store",
    url: page("location"),
    content:
      "Hilltop Outfitters is at Harbour Street 12, opposite the old lighthouse. Bus lines 3 and 7 stop right outside, and the harbour car park is a two minute walk.",
  },
  {
    title: "Size guide for boots",
    url: page("sizes/boots"),
    content:
      "Our hiking boots follow European sizes. Measure your foot in the evening and add one centimetre for thick socks. Half sizes are available from 38 to 46.",
  },
  {
    title: "Caring for your tent",
    url: page("care/tents"),
    content:
      "Dry your tent completely before storing it to prevent mould. Clean the fabric with lukewarm water only; detergents damage the waterproof coating.",
  },
  {
    title: "Waterproofing jackets",
    url: page("care/jackets"),
    content:
      "Rain jackets keep their water repellency longer when washed at 30 degrees with a technical wash and tumble dried on low heat, which reactivates the coating.",
  },
  {
    title: "Equipment rental",
    url: page("rental"),
    content:
      "Rent tents, sleeping bags and stoves for a weekend or a week. Rental gear is cleaned and checked after every trip. A deposit of 50 euros is taken when you collect it.",
  },
  {
    title: "Repair workshop",
    url: page("repairs"),
    content:
      "Our workshop fixes broken zips, torn seams and bent tent poles. Most repairs are ready within a week and cost between 10 and 40 euros.",
  },
  {
    title: "Loyalty club",
    url: page("club"),
    content:
      "Members of the Hilltop Club collect one point per euro spent. Every 200 points become a 10 euro voucher. Joining is free at the till or online.",
  },
  {
    title: "Newsletter",
    url: page("newsletter"),
    content:
      "Subscribe to our monthly newsletter for trail tips, new arrivals and member offers. You can unsubscribe with one click at the bottom of every e-mail.",
  },
  {
    title: "Gift vouchers",
    url: page("vouchers"),
    content:
      "Gift vouchers are available from 20 to 300 euros, printed or by e-mail. They are valid for three years and can be used in the store and online.",
  },
  {
    title: "Order tracking",
    url: page("tracking"),
    content:
      "As soon as your parcel leaves our warehouse we e-mail you a tracking link. You can also follow the status of an order under My orders in your account.",
  },
  {
    title: "Cancelling an order",
    url: page("cancel"),
    content:
      "Orders can be cancelled free of charge until they are packed, usually within two hours. Write to orders@hilltop-outfitters.example with your order number.",
  },
  {
    title: "Damaged goods",
    url: page("damaged"),
    content:
      "If an item arrives damaged, take a photo of it and the packaging and contact us within 48 hours. We replace it at no cost.",
  },
  {
    title: "Click and collect",
    url: page("collect"),
    content:
      "Order online and pick up in the store, usually the same afternoon. We keep collected orders for seven days at the service desk.",
  },
  {
    title: "International orders",
    url: page("international"),
    content:
      "We ship to all EU countries, Switzerland and Norway. Customs duties for non-EU destinations are paid by the recipient.",
  },
  {
    title: "Price match",
    url: page("price-match"),
    content:
      "Found the same product cheaper at another Dutch retailer? Show us the offer and we match the price, online or in the store.",
  },
  {
    title: "Student discount",
    url: page("students"),
    content:
      "Students get 10 percent off full-priced items with a valid student card. The discount does not combine with other promotions.",
  },
  {
    title: "Guided hikes and workshops",
    url: page("events"),
    content:
      "Each month we organise guided hikes in the dunes and evening workshops on map reading, first aid and packing light. Places are limited; sign up in the store.",
  },
  {
    title: "Sustainability",
    url: page("sustainability"),
    content:
      "We favour brands that use recycled fabrics and fair labour. Worn-out gear can be dropped at our recycling corner for reuse or responsible disposal.",
  },
  {
    title: "About us",
    url: page("about"),
    content:
      "Hilltop Outfitters was founded in 1998 by two mountain guides. Our team of twelve tests the gear we sell on real trips.",
  },
  {
    title: "Contact",
    url: page("contact"),
    content:
      "Call us on 010 555 0199 during opening hours or write to hello@hilltop-outfitters.example. We answer e-mails within one working day.",
  },
  {
    title: "Careers",
    url: page("careers"),
    content:
      "We are looking for seasonal staff who love the outdoors. Send your CV and a short motivation to jobs@hilltop-outfitters.example.",
  },
  {
    title: "Privacy",
    url: page("privacy"),
    content:
      "We store your personal data only to handle orders and, if you agree, to send the newsletter. You can ask for a copy or deletion of your data at any time.",
  },
  {
    title: "Sleeping bag temperatures",
    url: page("guides/sleeping-bags"),
    content:
      "Choose a sleeping bag by its comfort temperature, not the extreme rating. For spring and autumn camping a comfort rating of 0 degrees is a good choice.",
  },
  {
    title: "Stove fuel",
    url: page("guides/stoves"),
    content:
      "Gas canisters for camping stoves are sold in the store only; they cannot be shipped by post. We stock screw-on and pierceable canisters.",
  },
  {
    title: "Bicycle panniers",
    url: page("bike-bags"),
    content:
      "Our waterproof panniers fit most racks and hold 20 litres each. They clip on and off in seconds and have a reflective strip for night riding.",
  },
];

import { describe, expect, it } from "vitest";
import { scriptedModelProvider } from "@parlo/testing/scripted-model-provider";
import { logoUrl } from "./logo-url";
import { siteUrlFor } from "./site-url-for";
import { templatedIntro } from "./templated-intro";
import { writeAgentIntro } from "./write-agent-intro";

const company = {
  name: "Northwind Coffee Roasters",
  website: "northwind.test",
  description: "We roast speciality coffee in small batches and ship beans across Europe",
};

describe("the onboarding agent's text", () => {
  it("the offline template names the company, says what it does and how to answer honestly", () => {
    const intro = templatedIntro(company);
    expect(intro.systemPrompt).toContain("You are the virtual assistant of Northwind Coffee Roasters (northwind.test)");
    expect(intro.systemPrompt).toContain(
      "About Northwind Coffee Roasters: We roast speciality coffee in small batches and ship beans across Europe.",
    );
    expect(intro.systemPrompt).toMatch(/Never invent prices/);
    expect(intro.greeting).toBe(
      "Hi! Welcome to Northwind Coffee Roasters. I can answer your questions about what we do. How can I help you today?",
    );
  });

  it("uses the template without a model, and says so", async () => {
    const intro = await writeAgentIntro({ provider: undefined, company });
    expect(intro.writtenBy).toBe("template");
    expect(intro.greeting).toBe(templatedIntro(company).greeting);
  });

  it("takes the model's JSON when it answers with it, and falls back to the template when it does not", async () => {
    const json = JSON.stringify({
      systemPrompt: "You are Northwind's barista assistant. Answer from the knowledge base; never invent prices.",
      greeting: "Hey there! Looking for your next favourite coffee?",
      proactiveMessage: "Need help choosing beans?",
    });
    const written = await writeAgentIntro({
      provider: scriptedModelProvider(() => `Here you go:\n\`\`\`json\n${json}\n\`\`\``),
      company,
    });
    expect(written).toMatchObject({
      writtenBy: "model",
      greeting: "Hey there! Looking for your next favourite coffee?",
    });

    const prose = await writeAgentIntro({ provider: scriptedModelProvider(() => "I'd be happy to help!"), company });
    expect(prose.writtenBy).toBe("template");
  });

  it("a client's goals become the prompt's priorities and the greeting's offer, in the onboarding's order", () => {
    const intro = templatedIntro({ ...company, goals: ["handoffToTeam", "captureLeads", "bookAppointments"] });
    const priorities = intro.systemPrompt.split("What Northwind Coffee Roasters wants from you most:\n")[1] ?? "";
    expect(priorities.split("\n")).toEqual([
      "- Capture leads: when a visitor shows interest, ask for their name and e-mail address (and phone number when it helps) so the Northwind Coffee Roasters team can follow up.",
      "- Help visitors book appointments: ask what they need, their preferred day and time, their name and contact details, and tell them the Northwind Coffee Roasters team will confirm the booking.",
      "- Offer to connect the visitor with the Northwind Coffee Roasters team whenever they ask for a person or a question needs one.",
    ]);
    expect(intro.greeting).toBe(
      "Hi! Welcome to Northwind Coffee Roasters. I can answer your questions about what we do, help you book an appointment and put you in touch with our team. How can I help you today?",
    );
    // without goals (an owner's onboarding) the prompt has no such part
    expect(templatedIntro({ ...company, goals: [] }).systemPrompt).toBe(templatedIntro(company).systemPrompt);
    expect(templatedIntro(company).systemPrompt).not.toContain("wants from you most");
  });

  it("tells the model the client's goals", async () => {
    const asked: string[] = [];
    await writeAgentIntro({
      provider: scriptedModelProvider((request) => {
        asked.push(request.messages.map((message) => message.content).join("\n"));
        return "not JSON";
      }),
      company: { ...company, goals: ["supportSales", "answerQuestions"] },
    });
    expect(asked[0]).toContain(
      "What the company wants the assistant for: Answer customer questions; Help visitors buy",
    );
  });

  it("a bare domain becomes https; typed URLs stay as they are", () => {
    expect(siteUrlFor("northwind.test")).toBe("https://northwind.test");
    expect(siteUrlFor(" http://northwind.test/shop ")).toBe("http://northwind.test/shop");
    expect(siteUrlFor("127.0.0.1:4567")).toBe("https://127.0.0.1:4567");
  });

  it("the logo: custom first, then the approved website logo; uploads become absolute", () => {
    const dash = "http://localhost:3000/";
    expect(
      logoUrl(
        { customLogo: "/uploads/users/u/abcdefgh.png", faviconApproved: true, favicon: "https://x.test/l.png" },
        dash,
      ),
    ).toBe("http://localhost:3000/uploads/users/u/abcdefgh.png");
    expect(logoUrl({ faviconApproved: true, favicon: "https://x.test/l.png" }, dash)).toBe("https://x.test/l.png");
    expect(logoUrl({ faviconApproved: false, favicon: "https://x.test/l.png" }, dash)).toBeNull();
    expect(logoUrl({ faviconApproved: true, favicon: null }, dash)).toBeNull();
  });
});

// The acknowledgement of feedback, in the language of the page it was sent from. Like the idea
// acknowledgement (security review F11) it goes to whatever address was typed, so it carries
// nothing the sender typed: a fixed greeting, the reference and the centre's name.
import type { Feedback } from "~/.server/db/schema/feedback";
import { oneLine } from "~/.server/ideas/emails";
import type { Mail } from "~/.server/mail/mailer";

export function feedbackAcknowledgement(
  item: Pick<Feedback, "email" | "reference" | "lang">,
  centre: { centreName: string; centreNameHi: string | null },
): Mail {
  if (item.lang === "hi") {
    const name = centre.centreNameHi || centre.centreName;
    return {
      to: item.email,
      subject: oneLine(`आपकी राय हमें मिल गई है (${item.reference})`),
      text: [
        "नमस्ते,",
        "",
        `${name} को अपनी राय भेजने के लिए धन्यवाद। आपका संदेश हम तक पहुँच गया है और हमारी`,
        "टीम इसे पढ़ेगी। इस बारे में हमें लिखें तो यह संदर्भ नंबर ज़रूर बताएँ:",
        "",
        `    ${item.reference}`,
        "",
        "अगर आपने हमें कोई संदेश नहीं भेजा है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा;",
        "आप इस ई-मेल को अनदेखा कर सकते हैं।",
        "",
        name,
      ].join("\n"),
    };
  }
  return {
    to: item.email,
    subject: oneLine(`We received your feedback (${item.reference})`),
    text: [
      "Hello,",
      "",
      `Thank you for writing to the ${centre.centreName}. Your message reached us and our team`,
      "will read it. Please quote this reference number when you write to us about it:",
      "",
      `    ${item.reference}`,
      "",
      "If you did not write to us, someone else typed your e-mail address; you can ignore this",
      "message.",
      "",
      centre.centreName,
    ].join("\n"),
  };
}

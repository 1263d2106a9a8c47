// The first wording of the e-mails about event registrations (kept beside email-texts.ts, which
// lists every message): the place, the waiting list, a freed place, a cancellation and the
// reminder. Every one carries the registration's own cancel link, {cancelPage}.

export const SIGNED = "\n\n{centre}";
const NOT_YOU_REGISTERED = {
  en: "If you did not register, someone else typed your e-mail address; you can ignore this message.",
  hi: "अगर आपने पंजीकरण नहीं किया है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा; आप इस ई-मेल को अनदेखा कर सकते हैं।",
};
const DETAILS = {
  en: "When:  {when}\nWhere: {where}\nEvent page: {eventPage}",
  hi: "कब:  {when}\nकहाँ: {where}\nकार्यक्रम का पेज: {eventPage}",
};
/** The cancel line: added to a staff-written wording that left {cancelPage} out. */
export const CANCEL = {
  en: "Cannot come? Please give your place to someone else: {cancelPage}",
  hi: "नहीं आ पाएँगे? कृपया अपनी सीट किसी और के लिए छोड़ दें: {cancelPage}",
};
const LEAVE = {
  en: "No longer interested? Leave the waiting list: {cancelPage}",
  hi: "अब रुचि नहीं है? प्रतीक्षा सूची से नाम हटाएँ: {cancelPage}",
};

/** The first version of the event e-mails (email-texts.ts spreads it into the one row). */
export const FIRST_EVENT_TEXTS = {
  registeredSubject: "You are registered: {event}",
  registeredSubjectHi: "आपका पंजीकरण हो गया है: {event}",
  registeredBody: `Hello,

Your place at “{event}” at the {centre} is confirmed.

${DETAILS.en}

The attached calendar file (event.ics) adds the event to your calendar.

${CANCEL.en}

${NOT_YOU_REGISTERED.en}${SIGNED}`,
  registeredBodyHi: `नमस्ते,

{centre} के कार्यक्रम “{event}” में आपकी सीट पक्की हो गई है।

${DETAILS.hi}

साथ लगी कैलेंडर फ़ाइल (event.ics) से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।

${CANCEL.hi}

${NOT_YOU_REGISTERED.hi}${SIGNED}`,
  waitingSubject: "Waiting list: {event}",
  waitingSubjectHi: "प्रतीक्षा सूची: {event}",
  waitingBody: `Hello,

All places for “{event}” at the {centre} are taken, so your registration is on the waiting list. When a place becomes free it goes to the first person waiting, and we will write to you if it is yours.

${DETAILS.en}

${LEAVE.en}

${NOT_YOU_REGISTERED.en}${SIGNED}`,
  waitingBodyHi: `नमस्ते,

{centre} के कार्यक्रम “{event}” की सभी सीटें भर चुकी हैं, इसलिए आपका नाम प्रतीक्षा सूची में लिखा गया है। कोई सीट ख़ाली होने पर वह प्रतीक्षा सूची में सबसे ऊपर वाले व्यक्ति को मिलती है; आपकी बारी आने पर हम आपको लिखेंगे।

${DETAILS.hi}

${LEAVE.hi}

${NOT_YOU_REGISTERED.hi}${SIGNED}`,
  promotedSubject: "A place is yours: {event}",
  promotedSubjectHi: "आपको सीट मिल गई है: {event}",
  promotedBody: `Hello,

A place at “{event}” at the {centre} became free, and it is now yours: you were first on the waiting list.

${DETAILS.en}

The attached calendar file (event.ics) adds the event to your calendar.

${CANCEL.en}

${NOT_YOU_REGISTERED.en}${SIGNED}`,
  promotedBodyHi: `नमस्ते,

{centre} के कार्यक्रम “{event}” में एक सीट ख़ाली हुई है और अब वह आपकी है: प्रतीक्षा सूची में आपका नाम सबसे ऊपर था।

${DETAILS.hi}

साथ लगी कैलेंडर फ़ाइल (event.ics) से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।

${CANCEL.hi}

${NOT_YOU_REGISTERED.hi}${SIGNED}`,
  cancelledSubject: "Registration cancelled: {event}",
  cancelledSubjectHi: "पंजीकरण रद्द हुआ: {event}",
  cancelledBody: `Hello,

Your registration for “{event}” at the {centre} is cancelled. Thank you for letting us know: the place goes to the next person waiting.

If this was a mistake, you can register again on the event's page while registration is open:
{eventPage}${SIGNED}`,
  cancelledBodyHi: `नमस्ते,

{centre} के कार्यक्रम “{event}” के लिए आपका पंजीकरण रद्द हो गया है। बताने के लिए धन्यवाद: यह सीट प्रतीक्षा कर रहे अगले व्यक्ति को मिलेगी।

अगर यह ग़लती से हुआ है, तो पंजीकरण खुला रहने तक आप कार्यक्रम के पेज पर फिर से पंजीकरण कर सकते हैं:
{eventPage}${SIGNED}`,
  reminderSubject: "Tomorrow: {event}",
  reminderSubjectHi: "कल: {event}",
  reminderBody: `Hello,

A reminder: “{event}” at the {centre} is tomorrow, and your place is kept for you.

${DETAILS.en}

The attached calendar file (event.ics) adds the event to your calendar.

${CANCEL.en}${SIGNED}`,
  reminderBodyHi: `नमस्ते,

याद दिला दें: {centre} का कार्यक्रम “{event}” कल है, और आपकी सीट आपके लिए रखी है।

${DETAILS.hi}

साथ लगी कैलेंडर फ़ाइल (event.ics) से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।

${CANCEL.hi}${SIGNED}`,
};

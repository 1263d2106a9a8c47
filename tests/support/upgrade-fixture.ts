// What the committed upgrade fixtures hold (scripts/make-upgrade-fixture.ts writes them), so the
// upgrade test knows what to look for.
export const UPGRADE_FIXTURE = {
  admin: { email: "fixture-admin@example.org", password: "fixture admin passphrase" },
  idea: {
    name: "आशा कुमारी",
    email: "asha.fixture@example.org",
    phone: "9876543210",
    subject: "मखाना किसानों के लिए बाज़ार",
    message: "दरभंगा के मखाना किसानों को सीधे ख़रीदारों से जोड़ने का विचार।",
  },
  pdf: "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
};

/** The page-not-found screen's words in English (the spec's exact text). */
export default {
  pageTitle: 'Page not found | {{app}}',
  title: "Something's missing.",
  subtitle: "Sorry, we can't find that page. You'll find lots to explore on the home page.",
  back: 'Back to Homepage',
};

/** The 404 page's words (spec section 2, NotFound). */
export const notFoundContent = {
  title: '404 Page Not Found',
  text: "We couldn't find that page. Did you forget to add the page to the router? If you followed a link here, it may be out of date.",
  homeLabel: 'Go to the home page',
  contactLabel: 'Contact us',
} as const;


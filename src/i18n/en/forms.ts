// Texts of the shell's loose ends and the forms' fixes (issue 9): refused access, the generic
// error page, plate format, product lists, confirmations. Shared by the full and the lite catalog.
export const forms = {
  accessRefused: 'Access denied: your account cannot open that page, so you are back on your home page.',
  vendor: {
    acceptTitle: 'Accept "%{title}"?',
    acceptContent: 'The vendor is told you accepted: its vehicles and drivers show in your lists and you can send it shipment requests.',
  },
  /** The row's read-only link; its accessible name (viewOne) starts with this visible text. */
  view: 'View',
  viewOne: 'View %{title}',
  errorPage: {
    text: 'Something went wrong while showing this page. Try again, or go back to the home page.',
  },
};

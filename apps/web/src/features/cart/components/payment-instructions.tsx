/**
 * The academy's payment instructions as an admin typed them: plain text with its line breaks,
 * never markup, so that nothing typed there can run in a student's browser.
 */
export function PaymentInstructions({ text }: { text: string }) {
  return <p className="rounded-md bg-background p-3 text-sm break-words whitespace-pre-wrap">{text}</p>;
}

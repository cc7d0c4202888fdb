/** Placeholder: the membership form (basic/active) is built by the forms feature. */
export default function MembershipForm() {
  return <p className="mt-4 text-muted">The membership form is coming soon.</p>;
}

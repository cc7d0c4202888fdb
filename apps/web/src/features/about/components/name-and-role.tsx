/** A person as the about pages name them: the name, and beneath it what they do. */
export function NameAndRole({ name, role }: { name: string; role: string }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-brand-800">{name}</span>
      <span className="block text-sm text-muted">{role}</span>
    </span>
  );
}

// Placeholder until the issue that builds this screen lands.
export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Profile</h1>
    </main>
  );
}

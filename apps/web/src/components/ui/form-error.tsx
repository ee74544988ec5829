/** One or more error sentences above a form, announced as they appear. */
export function FormError({ messages }: { messages: string[] | string | null | undefined }) {
  const list = Array.isArray(messages) ? messages : messages ? [messages] : [];
  if (list.length === 0) return null;
  return (
    <div role="alert" className="rounded-card border-2 border-danger bg-surface p-3 text-danger">
      {list.length === 1 ? (
        <p>{list[0]}</p>
      ) : (
        <ul className="list-disc ps-5">
          {list.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A whole translated sentence with its date in bold (the date's place differs between languages). */
export function WithBoldDate({ text, date }: { text: string; date: string }) {
  const at = date === "" ? -1 : text.indexOf(date);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{date}</strong>
      {text.slice(at + date.length)}
    </>
  );
}

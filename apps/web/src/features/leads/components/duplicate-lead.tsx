import { Link } from 'react-router';
import { LEAD_CODE_IN_TEXT } from '../lib/lead-code';

/**
 * The server's own sentence about the open lead this customer already has, with its code as a
 * link to that lead.
 */
export function DuplicateLead({ message }: { message: string }) {
  const match = LEAD_CODE_IN_TEXT.exec(message);
  if (!match) return <>{message}</>;
  const code = match[0];
  const [before, after] = [message.slice(0, match.index), message.slice(match.index + code.length)];
  return (
    <>
      {before}
      <Link to={`/leads/${code}`} className="alert-link">
        {code}
      </Link>
      {after}
    </>
  );
}

import { Link } from 'wouter';

export default function NotFoundScreen() {
  return (
    <main className="page narrow">
      <div className="card center">
        <h1>Page Not Found</h1>
        <p className="muted">
          There is nothing at this address. It may have been mistyped, or the analysis it pointed to was removed.
        </p>
        <Link href="/" className="btn btn-primary">
          Go Home
        </Link>
      </div>
    </main>
  );
}

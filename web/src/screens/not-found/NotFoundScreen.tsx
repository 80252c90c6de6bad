import { Link } from 'wouter';

export default function NotFoundScreen() {
  return (
    <main className="page narrow">
      <div className="card center">
        <h1>Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link href="/" className="btn btn-primary">
          Go Home
        </Link>
      </div>
    </main>
  );
}

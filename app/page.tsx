export default function Home() {
  return <main>Nimbus Studio</main>;
}

import { viewOf } from "~/.server/content/preview";
import { listTestimonials } from "~/.server/content/queries";
import { testimonialShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { PageHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/testimonial-card";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/talks";
import "./talks.css";

export async function loader(args: Route.LoaderArgs) {
  const rows = await listTestimonials(args.context.get(dbContext), await viewOf(args));
  return { testimonials: rows.map((t) => testimonialShape(t)) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Entrepreneur's Talks",
    description:
      "Entrepreneur's Talks: alumni and founders share what they learned building startups with the incubation centre.",
  });

export default function TalksMore({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Talks"
        title="Entrepreneur's Talks"
        lead="Founders and alumni on the lessons of building a company from the campus."
      />
      <section className="section section--alt" aria-label="Testimonials">
        <div className="container">
          {testimonials.length === 0 ? (
            <p className="lead">Talks will be shared here soon.</p>
          ) : (
            <ul className="grid grid--3">
              {testimonials.map((t) => (
                <li key={t.id}>
                  <TestimonialCard t={t} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

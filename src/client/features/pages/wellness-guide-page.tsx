import { useParams } from "react-router";
import { WELLNESS_GUIDES } from "../../../content/pages/wellness-guides";
import { Component as NotFound } from "../../components/layout/not-found";
import { ArticleView } from "./article";

export function Component() {
  const { guide } = useParams();
  const article = WELLNESS_GUIDES.find((g) => g.slug === guide);
  if (!article) return <NotFound />;
  return (
    <ArticleView article={article} meta="A Bloom wellness guide. General information, not medical advice." />
  );
}

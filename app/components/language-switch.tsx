import { useLocation } from "react-router";
import { twinOf } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";

// "हिन्दी" drawn as a path (Noto Sans Devanagari Bold, SIL OFL, shaped by HarfBuzz): the word on
// every English page would otherwise make the browser download the Devanagari font for five
// letters. Its name is the link's aria-label, which loads no font.
const HINDI_WORD =
  "M78 281Q64 258 55 231Q46 204 46 172Q46 91 108 46Q170 0 278 0Q389 0 482 37Q576 74 649 137Q722 200 772 281H635Q598 233 548 194Q498 156 438 134Q377 112 311 112Q249 112 218 136Q186 161 186 204Q186 226 194 244Q201 263 212 281ZM217 386V896H77V386H0V274H309V386ZM435 701Q390 671 369 638Q348 605 348 569Q348 508 393 476Q438 444 522 444H645V386H294V274H875V386H783V551H543Q513 551 499 561Q485 571 485 590Q485 606 497 620Q509 634 532 647ZM640 845Q662 831 674 814Q686 798 686 781Q686 757 666 742Q645 726 599 726Q545 726 516 746Q488 767 488 803Q488 833 511 857Q534 881 583 903Q632 925 708 950L649 1059Q547 1029 480 992Q414 955 382 908Q349 862 349 805Q349 739 384 698Q418 657 476 638Q534 618 606 618Q683 618 731 640Q779 662 802 698Q824 733 824 775Q824 814 808 847Q791 880 754 911ZM1040 743Q1015 743 989 728Q963 714 940 690Q918 667 904 640Q891 612 891 588Q891 559 907 541Q923 523 969 523H1266V635H1110V657Q1110 701 1092 722Q1074 743 1040 743ZM860 386V274H1248V386ZM1598 966Q1577 923 1562 878Q1546 834 1536 800L1525 757Q1519 745 1516 731Q1513 717 1513 705Q1513 665 1538 644Q1562 624 1603 624Q1653 624 1682 652Q1711 680 1711 719Q1711 753 1688 777Q1666 801 1624 815L1597 827Q1574 834 1550 838Q1527 841 1495 841Q1445 841 1397 829Q1349 817 1310 792Q1272 767 1249 728Q1226 688 1226 633Q1226 537 1291 490Q1356 444 1487 444H1546L1527 475V386H1188V274H1763V386H1665V551H1510Q1436 551 1400 572Q1365 594 1365 639Q1365 682 1400 705Q1434 728 1493 728Q1511 728 1530 724Q1550 721 1569 713L1645 777Q1659 807 1677 844Q1695 880 1720 920ZM1523 281Q1508 251 1500 221Q1493 191 1493 162Q1493 88 1542 44Q1590 0 1678 0Q1762 0 1816 36Q1871 71 1904 134Q1937 198 1956 281H1828Q1809 198 1778 155Q1748 112 1701 112Q1666 112 1649 132Q1632 151 1632 185Q1632 210 1640 234Q1648 258 1659 281ZM1967 386V896H1827V386H1750V274H2059V386Z";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page in the other language, query
 * kept. A plain link (a whole document): the other language's catalogue comes with the page, and
 * it works before the scripts run. Pages with one language (the back office) show no switch.
 */
export function LanguageSwitch({ className = "lang-switch" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const t = useT();
  const twin = twinOf(pathname, search);
  if (!twin) return null;
  const common = { className, hrefLang: twin.lang, lang: twin.lang };
  if (twin.lang === "hi")
    return (
      <a {...common} href={twin.href} aria-label={t.shell.switchTo} title={t.shell.switchLabel}>
        <svg className="lang-switch__word" viewBox="0 0 2059 1059" aria-hidden="true">
          <path d={HINDI_WORD} />
        </svg>
      </a>
    );
  return (
    <a {...common} href={twin.href} title={t.shell.switchLabel}>
      {t.shell.switchTo}
    </a>
  );
}
